import { onDemand } from '../../shared/on-demand';

// A battle has winners only once it is over, and until then only event editors see this section
// (seesWinners): its code is fetched when a page draws it, and the page waits for it then.
const winners = onDemand(() => import('./winners-section'));

export const WinnersSection = winners.part('WinnersSection');
export const useWinnersReady = winners.useReady;
