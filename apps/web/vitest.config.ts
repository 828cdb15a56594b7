import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: Vitest runs its own Vite, which compiles JSX without the React plugin.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // A guard against a hung test, not a speed check: the slowest take ~3 s (the shell's 3 s splash),
    // and a starved two-core machine may take several times that.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine.
    maxWorkers: 2,
  },
});
