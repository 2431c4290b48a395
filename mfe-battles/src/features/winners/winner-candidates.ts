import type { Battle } from '@cypher/contracts';

export interface WinnerCandidate {
  id: number;
  name: string;
}

/**
 * Who can be placed: the registered crews of a crew battle, or the registered dancers of a 1 vs 1
 * (the waitlist never competed). `WinnerInput.id` is a crew id or a dancer id accordingly.
 */
export function winnerCandidates(battle: Battle): WinnerCandidate[] {
  if (battle.crewSize !== 1) return battle.crews.filter((crew) => !crew.inWaitlist).map(({ id, name }) => ({ id, name }));
  return battle.participants.filter((dancer) => !dancer.inWaitlist).map(({ id, dancerName }) => ({ id, name: dancerName }));
}
