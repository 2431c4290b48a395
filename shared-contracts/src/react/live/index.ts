// @cypher/contracts/react/live — live updates (and, beside them, the offline write queue) for
// the pages that show a battle as it happens. An entry of its own so that pages without live
// data never download it (first-paint budget).
export { useBattleLive } from './use-battle-live.js';
