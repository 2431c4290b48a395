import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { useBattleLive } from '@cypher/contracts/react/live';

const TOPICS = ['battle', 'checkins'] as const;

/**
 * Keeps the Registration tab current without a reload: registrations, crews, winners and
 * check-ins (a dancer's check-in badge and number) read the battle again. Draws nothing.
 */
export function BattleLive({ battleId }: { battleId: number }) {
  const { api } = usePlatform();
  useBattleLive(battleId, TOPICS, [api.url(routes.battles.get, { params: { id: battleId } })]);
  return null;
}
