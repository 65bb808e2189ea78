import { configure } from '@testing-library/react';

// Tests wait for sections whose code is a dynamic import; the first import of
// a module is compiled on demand, which on a busy two-core machine takes well
// over Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });
