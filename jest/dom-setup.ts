import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { preloadPages } from '@cypher/contracts/react';

// jsdom lacks these; react-router and the API client use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (not 1 s): lazily loaded pieces (modals, the editor) resolve
// through dynamic imports that a busy 2-core CI machine can take over a second to transform.
configure({ asyncUtilTimeout: 5_000 });

// Feature apps load their pages on demand (lazyPage); in tests every declared page is loaded
// before each test, so a rendered route shows its page at once as it does once its chunk is here.
beforeEach(() => preloadPages());
