import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AnyRoute, RouteInput } from '../../http/route.js';
// Through the package, not '../platform-context.js': this entry is bundled apart from the shared
// '@cypher/contracts/react', and a second copy of the platform context would find no provider.
import { usePlatform } from '@cypher/contracts/react';
import { attachWriteQueue, pendingWrites, sendOrQueue, subscribePendingWrites, type PendingWrite } from './write-queue.js';

/**
 * The offline write queue for a page (judges' scores, door check-ins): `send` writes now or, with
 * no connection, keeps the write to replay in order on reconnect; `pending` lists what waits
 * (show it as pending). When writes leave the queue the page's `keys` are read again, so what the
 * server decided — the last score of that judge, a refusal — replaces what was shown.
 */
export function useWriteQueue(keys: ReadonlyArray<string | null | undefined> = []) {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<PendingWrite[]>(pendingWrites);
  const latest = useRef({ keys, mutate });
  latest.current = { keys, mutate };

  useEffect(() => {
    attachWriteQueue(platform);
    let before = pendingWrites().length;
    setPending(pendingWrites());
    return subscribePendingWrites((list) => {
      setPending(list);
      if (list.length < before) for (const key of latest.current.keys) if (key) void latest.current.mutate(key);
      before = list.length;
    });
  }, [platform]);

  const send = useCallback(
    <D extends AnyRoute>(route: D, input: RouteInput<D>, o: { label: string; key: string }) =>
      sendOrQueue(platform, route, input, o),
    [platform],
  );
  return { send, pending };
}
