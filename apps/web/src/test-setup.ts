import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { config as zodConfig, locales } from 'zod';

// Lazy screens import antd on first use, which takes seconds under jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// As main.tsx: zod's own messages in Spanish.
zodConfig(locales.es());

// Every test starts from a blank page: nothing rendered, no session kept, no global stubbed (fetch,
// matchMedia…) and no spy left from the test before. A file stubs what it needs in beforeEach.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
