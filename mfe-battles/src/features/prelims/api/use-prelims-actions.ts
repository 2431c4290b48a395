import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { routes, type PrelimsResult, type RouteInput } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

type PrelimsWrite =
  | typeof routes.prelims.finish
  | typeof routes.prelims.reshuffle
  | typeof routes.prelims.createGroups
  | typeof routes.prelims.move;

/**
 * The editors' prelims writes. Every one answers the whole preliminaries state, which replaces the
 * shown one (no second read). Resolves to the answer, or null when the call failed (already
 * toasted). Only the editors' controls call them (the judge controls' chunk, the create-groups
 * form), so a spectator's page does not carry them. A judge's scores and gone marks go through the
 * offline queue instead (`use-judge-writes.ts`).
 */
export function usePrelimsActions(battleId: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const prelimsKey = api.url(routes.prelims.get, { params: { id: battleId } });

  const run = useCallback(
    async <D extends PrelimsWrite>(route: D, input: RouteInput<D>): Promise<PrelimsResult | null> => {
      const answer = (await api.call(route, input)) as PrelimsResult | null;
      if (answer !== null) await mutate(prelimsKey, answer, { revalidate: false });
      return answer;
    },
    [api, mutate, prelimsKey],
  );

  return useMemo(
    () => ({
      finish: () => run(routes.prelims.finish, { params: { id: battleId } }),
      reshuffle: () => run(routes.prelims.reshuffle, { params: { id: battleId } }),
      createGroups: (amount: number) =>
        run(routes.prelims.createGroups, { params: { id: battleId }, body: { amount, type: 'random' } }),
      move: (groupA: number, groupB: number, id: number) =>
        run(routes.prelims.move, { params: { id: battleId, groupA, groupB }, body: { id } }),
      /** 'Undo bracket' answers only ok: the preliminaries are read again. */
      undoBrackets: async () => {
        const answer = await api.call(routes.battles.undoBrackets, { params: { id: battleId } });
        return answer === null ? null : mutate(prelimsKey);
      },
    }),
    [api, mutate, prelimsKey, run, battleId],
  );
}

export type PrelimsActions = ReturnType<typeof usePrelimsActions>;
