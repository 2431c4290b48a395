// Live updates of battle pages: services call `announceBattleChange` (handed to them as a
// dependency) after their transaction commits; GET /battles/:id/live streams the invalidations.
export { createBattleLive, type AnnounceBattleChange, type BattleLive } from './battle-live.js';
export { battleLiveRouter } from './live-route.js';
