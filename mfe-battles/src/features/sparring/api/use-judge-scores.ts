import { useCallback, useState } from 'react';
import { routes, type Sparring, type SparringScoreInput } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { useWriteQueue } from '@cypher/contracts/react/live';

/** The offline queue's key of one judge's points in one sparring (shown as waiting). */
const scoresKey = (sparringId: number) => `sparring-judge:${sparringId}`;

/**
 * POST /sparrings/:id/judge through the offline write queue: in a hall with a bad connection the
 * judge's points wait in the queue and go out on reconnect (the server keeps the judge's last
 * write and refuses a finished sparring with 409, which the queue shows). An answered write puts
 * the sparring in place through `show`; a replayed one makes the page read it again.
 */
export function useJudgeScores(sparring: Sparring, show: (sparring: Sparring) => void) {
  const { api } = usePlatform();
  const params = { id: sparring.sparringId };
  const { send, pending } = useWriteQueue([api.url(routes.sparrings.get, { params })]);
  const [sending, setSending] = useState(false);
  const submit = useCallback(
    async (body: SparringScoreInput[]) => {
      setSending(true);
      const sent = await send(routes.sparrings.judge, { params, body }, { label: sparring.levelName, key: scoresKey(params.id) });
      setSending(false);
      if (!sent.queued && sent.body) show(sent.body as Sparring);
    },
    // params is rebuilt from the id each render; the id is what matters.
    [send, params.id, sparring.levelName, show], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const waiting = pending.some((write) => write.key === scoresKey(params.id));
  return { submit, sending, waiting };
}
