/**
 * Live updates of a battle's pages (issue 11). The public stream `GET /battles/:id/live`
 * (server-sent events) carries only invalidations — which part of the battle changed — never
 * data: every page refetches through its own authenticated calls, so hidden participant lists
 * never reach a spectator through the stream.
 */
export const BATTLE_LIVE_TOPICS = ['battle', 'prelims', 'brackets', 'sparring', 'checkins'] as const;
export type BattleLiveTopic = (typeof BATTLE_LIVE_TOPICS)[number];

/** The `data` of one `message` event: `id` narrows the change (a sparring's id) when it helps. */
export interface BattleLiveMessage {
  topic: BattleLiveTopic;
  id?: number;
}

/**
 * The event name of a "refetch everything" signal: the server sends it when it cannot replay
 * what a resuming client missed (its Last-Event-ID fell out of the bounded backlog, or a
 * process lost its Redis feed for a while).
 */
export const BATTLE_LIVE_RESET_EVENT = 'reset';

/** The stream's path under the API base (`${platform.api.baseUrl}${battleLivePath(7)}`). */
export function battleLivePath(battleId: number): string {
  return `/battles/${battleId}/live`;
}
