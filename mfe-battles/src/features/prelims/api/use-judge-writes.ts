import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { routes, type JudgmentInput, type PrelimsResult, type RouteInput } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { useWriteQueue } from '@cypher/contracts/react/live';

/**
 * The prelims writes that go through the offline queue: a judge's scores and staff's gone marks.
 * Each answers the whole preliminaries state, which replaces the shown one. A judge's scores go
 * out one after another, so a quick 7 then ½ arrive in the order tapped and the last tap is what
 * the server keeps; without a connection they wait in the queue (`'queued'`, listed in `pending`
 * under the row's key) and go out in order when it is back, after which the prelims are read
 * again. A gone mark travels the same way, as a set (`{ gone }`).
 */
export function useJudgeWritesQueue(battleId: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const judgeQueue = useRef<Promise<unknown>>(Promise.resolve());
  const prelimsKey = api.url(routes.prelims.get, { params: { id: battleId } });
  const offline = useWriteQueue([prelimsKey]);
  const send = offline.send;

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
      if (body !== null) await mutate(prelimsKey, body, { revalidate: false });
      return body;
    },
    [send, mutate, prelimsKey, battleId],
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

  /** Scores and gone marks waiting for the connection, by row: `scoreKey(battleId, entryId)`. */
  return useMemo(() => ({ judge, gone, pending: offline.pending }), [judge, gone, offline.pending]);
}

export type JudgeWrites = ReturnType<typeof useJudgeWritesQueue>;

/** The offline queue's key of a row's writes (scores, gone marks). */
export const scoreKey = (battleId: number, entryId: number | undefined) => `prelims-${battleId}-${entryId}`;
