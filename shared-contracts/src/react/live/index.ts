// @cypher/contracts/react/live — live updates and the offline write queue, for the pages that
// show or score a battle as it happens. An entry of its own so that pages without live data
// never download it (first-paint budget).
export { useBattleLive } from './use-battle-live.js';
export { useWriteQueue } from './use-write-queue.js';
export { WRITE_QUEUE_STORAGE_KEY, type PendingWrite, type QueuedAnswer } from './write-queue.js';
