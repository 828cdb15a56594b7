import { configure } from '@testing-library/react';

// Lazy screens import antd on first use, which takes seconds under jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
