import { useCallback } from 'react';
import { routes, type Battle } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';
import { useRereadForCaller } from '../../../shared/use-reread-for-caller';

export type BattleState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'loaded'; battle: Battle; replace: (battle: Battle) => void; reload: () => void };

/**
 * The battle with its event, as the caller sees it (register state, staff views); `missing` when
 * the API has no such battle (or the id is not a number). The answer depends on who asks, so it is
 * read again when the signed-in profile changes.
 */
export function useBattle(id: number | null): BattleState {
  const { data, isLoading, mutate } = useApi(routes.battles.get, id === null ? null : { params: { id } });
  useRereadForCaller(mutate);

  const replace = useCallback((battle: Battle) => void mutate(battle, { revalidate: false }), [mutate]);
  const reload = useCallback(() => void mutate(), [mutate]);

  if (id === null) return { status: 'missing' };
  if (isLoading || data === undefined) return { status: 'loading' };
  if (data === null) return { status: 'missing' };
  return {
    status: 'loaded',
    battle: data,
    replace,
    reload,
  };
}
