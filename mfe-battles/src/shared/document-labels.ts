/**
 * Labels of the organization's agreement and waiver: the caller's own (register card), those
 * staff sign for a dancer, and the document dialog. Only signed-in dancers asked to sign and
 * staff draw them, so they travel with those chunks, not with the battle page's first screen.
 */
export const DOCUMENT_LABELS = {
  documents: { agreement: 'Agreement', waiver: 'Waiver' },
  signed: 'Signed',
  sign: 'Sign',
  signFor: (name: string) => `Sign for ${name}`,
  signDocument: (document: string) => `Sign ${document.toLowerCase()}`,
  documentSigned: (document: string) => `${document} signed`,
  version: (version: string) => `Version ${version}`,
} as const;
