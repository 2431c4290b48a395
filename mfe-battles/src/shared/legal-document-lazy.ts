import { lazy } from 'react';

/**
 * The agreement or waiver to read and sign, fetched when first opened: one `import()` for the
 * caller's own documents and those staff sign for a dancer, so it is one chunk.
 */
export const LegalDocumentDialog = lazy(() => import('./legal-document-dialog'));
