import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: Vitest runs its own Vite, which compiles JSX without the React plugin.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // A guard against a hung test, not a speed check: a form driven through antd's Select in jsdom
    // takes 17–20 s on a slow two-core machine (tickets-form-page), and CI runs on such machines.
    testTimeout: 60_000,
  },
});
