import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and the API client use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (not 1 s): lazily loaded pieces (modals, the editor) resolve
// through dynamic imports that a busy 2-core CI machine can take over a second to transform.
configure({ asyncUtilTimeout: 5_000 });
