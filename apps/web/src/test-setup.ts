import { configure } from '@testing-library/react';
import { config as zodConfig, locales } from 'zod';

// Lazy screens import antd on first use, which takes seconds under jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// As main.tsx: zod's own messages in Spanish.
zodConfig(locales.es());
