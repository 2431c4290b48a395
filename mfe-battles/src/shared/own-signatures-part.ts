import { onDemand } from './on-demand';

// Only a signed-in dancer who may register is asked to sign (asksOwnSignatures), so the documents'
// rows come in a chunk of their own; the battle page waits for it only for that viewer.
const signatures = onDemand(() => import('./own-signatures'));

export const OwnSignatures = signatures.part('OwnSignatures');
export const useOwnSignaturesReady = signatures.useReady;
