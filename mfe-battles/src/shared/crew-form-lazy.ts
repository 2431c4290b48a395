import { lazy } from 'react';

/**
 * The crew form, fetched when first opened (a dancer registering or editing their crew, staff
 * registering or editing one). One `import()` for its three openers, so it is one chunk rather
 * than a copy per opener.
 */
export const CrewFormModal = lazy(() => import('./crew-form-modal'));
