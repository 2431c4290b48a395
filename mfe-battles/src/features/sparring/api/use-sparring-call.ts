import { useCallback, useState } from 'react';
import type { AnyRoute, RouteInput, Sparring } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/** Runs a sparring write; true when it succeeded. */
export type SparringRun = <D extends AnyRoute>(route: D, input: RouteInput<D>) => Promise<boolean>;

/**
 * Runs one of the sparring's writes (judge, vote, extra round, finish, reset, set winner) — each
 * answers the updated sparring, which `show` puts in place. `busy` is true while one runs, so a
 * second press waits. Resolves to false when the call failed (already toasted).
 */
export function useSparringCall(show: (sparring: Sparring) => void): { run: SparringRun; busy: boolean } {
  const { api } = usePlatform();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <D extends AnyRoute>(route: D, input: RouteInput<D>): Promise<boolean> => {
      setBusy(true);
      const answer = (await api.call(route, input)) as Sparring | null;
      setBusy(false);
      if (answer) show(answer);
      return answer !== null;
    },
    [api, show],
  );
  return { run, busy };
}
