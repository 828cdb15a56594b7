import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: Vitest runs its own Vite, which compiles JSX without the React plugin.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
