import { useCallback, useMemo, useRef } from 'react';
import { routes, type JudgmentInput, type PrelimsResult, type RouteInput } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { useWriteQueue } from '@cypher/contracts/react/live';
import type { KeyedMutator } from 'swr';

type PrelimsWrite =
  | typeof routes.prelims.judge
  | typeof routes.prelims.finish
  | typeof routes.prelims.reshuffle
  | typeof routes.prelims.createGroups
  | typeof routes.prelims.move;

/**
 * The prelims writes. Every one answers the whole preliminaries state, which replaces the shown
 * one (no second read). Resolves to the answer, or null when the call failed (already toasted).
 * A judge's scores go out one after another, so a quick 7 then ½ arrive in the order tapped
 * and the last tap is what the server keeps; without a connection they wait in the offline queue
 * (`'queued'`, listed in `pending` under the row's key) and go out in order when it is back, after
 * which the prelims are read again. A gone mark travels the same way, as a set (`{ gone }`).
 */
export function usePrelimsActions(battleId: number, show: KeyedMutator<PrelimsResult | null>) {
  const { api } = usePlatform();
  const judgeQueue = useRef<Promise<unknown>>(Promise.resolve());
  const offline = useWriteQueue([api.url(routes.prelims.get, { params: { id: battleId } })]);
  const send = offline.send;

  const run = useCallback(
    async <D extends PrelimsWrite>(route: D, input: RouteInput<D>): Promise<PrelimsResult | null> => {
      const answer = (await api.call(route, input)) as PrelimsResult | null;
      if (answer !== null) await show(answer, { revalidate: false });
      return answer;
    },
    [api, show],
  );

  /** Sends a write through the offline queue (keyed by its row) and shows the answer, or 'queued'. */
  const sendForRow = useCallback(
    async <D extends typeof routes.prelims.judge | typeof routes.prelims.gone>(
      route: D,
      input: RouteInput<D>,
      o: { label: string; entryId: number | undefined },
    ): Promise<PrelimsResult | 'queued' | null> => {
      const answer = await send(route, input, { label: o.label, key: scoreKey(battleId, o.entryId) });
      if (answer.queued) return 'queued';
      const body = answer.body as PrelimsResult | null;
      if (body !== null) await show(body, { revalidate: false });
      return body;
    },
    [send, show, battleId],
  );

  const judge = useCallback(
    (judgments: JudgmentInput[], label: string): Promise<PrelimsResult | 'queued' | null> => {
      const entryId = judgments[0]?.userId ?? judgments[0]?.crewId;
      const next = judgeQueue.current.then(() =>
        sendForRow(routes.prelims.judge, { params: { id: battleId }, body: judgments }, { label, entryId }),
      );
      judgeQueue.current = next;
      return next;
    },
    [sendForRow, battleId],
  );

  /** Marks the row gone or back: a set, never a toggle, so a replay from the queue lands the same. */
  const gone = useCallback(
    (participantId: number, isGone: boolean, label: string) =>
      sendForRow(
        routes.prelims.gone,
        { params: { id: battleId, participantId }, body: { gone: isGone } },
        { label, entryId: participantId },
      ),
    [sendForRow, battleId],
  );

  return useMemo(
    () => ({
      judge,
      /** Scores and gone marks waiting for the connection, by row: `scoreKey(battleId, entryId)`. */
      pendingScores: offline.pending,
      gone,
      finish: () => run(routes.prelims.finish, { params: { id: battleId } }),
      reshuffle: () => run(routes.prelims.reshuffle, { params: { id: battleId } }),
      createGroups: (amount: number) =>
        run(routes.prelims.createGroups, { params: { id: battleId }, body: { amount, type: 'random' } }),
      move: (groupA: number, groupB: number, id: number) =>
        run(routes.prelims.move, { params: { id: battleId, groupA, groupB }, body: { id } }),
      /** 'Undo bracket' answers only ok: the preliminaries are read again. */
      undoBrackets: async () => {
        const answer = await api.call(routes.battles.undoBrackets, { params: { id: battleId } });
        return answer === null ? null : show();
      },
    }),
    [api, show, run, judge, gone, battleId, offline.pending],
  );
}

export type PrelimsActions = ReturnType<typeof usePrelimsActions>;

/** The offline queue's key of a row's writes (scores, gone marks). */
export const scoreKey = (battleId: number, entryId: number | undefined) => `prelims-${battleId}-${entryId}`;
