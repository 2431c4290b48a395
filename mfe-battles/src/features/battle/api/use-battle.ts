import { routes, type Battle } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

export type BattleState = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; battle: Battle };

/** The battle with its event; `missing` when the API has no such battle (or the id is not a number). */
export function useBattle(id: number | null): BattleState {
  const { data, isLoading } = useApi(routes.battles.get, id === null ? null : { params: { id } });
  if (id === null) return { status: 'missing' };
  if (isLoading || data === undefined) return { status: 'loading' };
  return data === null ? { status: 'missing' } : { status: 'loaded', battle: data };
}
