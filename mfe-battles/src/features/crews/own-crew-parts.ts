import { onDemand } from '../../shared/on-demand';

// A visitor, and anyone on a 1 vs 1 battle, never draws these (seesOwnCrewParts), so their code is
// not part of the battle page's first download; the page waits for it only for a dancer who sees them.
const parts = onDemand(() => import('./components/own-crew-parts'));

export const CrewRegistration = parts.part('CrewRegistration');
export const InvitationsPanel = parts.part('InvitationsPanel');
export const OwnJoinRequests = parts.part('OwnJoinRequests');
export const useOwnCrewPartsReady = parts.useReady;
