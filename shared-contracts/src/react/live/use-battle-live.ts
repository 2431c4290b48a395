import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { battleLivePath, type BattleLiveMessage, type BattleLiveTopic } from '../../rules/battle-live.js';
// Through the package, not '../platform-context.js': in a federated page this entry is bundled
// apart from the shared '@cypher/contracts/react', and a second copy of the platform context would
// find no provider ('usePlatform() needs a <PlatformProvider>').
import { usePlatform } from '@cypher/contracts/react';
import { listenLive } from './live-connection.js';

/**
 * Keeps a battle page current: listens to the battle's live stream (one EventSource per battle
 * per page, shared by every component that calls this) and, when one of `topics` changes — or
 * the server says to refetch everything — revalidates the swr `keys` the page reads (the URLs
 * `platform.api.url(route, input)` gives, as `useApi` uses them). The data itself comes through
 * the page's normal authenticated calls. `onChange` hears the same changes, for pages that
 * need more than a refetch (a sparring page checking its own id). `battleId` null: not yet known.
 */
export function useBattleLive(
  battleId: number | null | undefined,
  topics: readonly BattleLiveTopic[],
  keys: ReadonlyArray<string | null | undefined>,
  onChange?: (message: BattleLiveMessage | null) => void,
): void {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  // The latest topics, keys and callback, without reopening the stream when they change.
  const latest = useRef({ topics, keys, onChange, mutate });
  latest.current = { topics, keys, onChange, mutate };

  useEffect(() => {
    if (battleId === null || battleId === undefined || typeof EventSource === 'undefined') return;
    return listenLive(`${api.baseUrl}${battleLivePath(battleId)}`, (message) => {
      const now = latest.current;
      if (message && !now.topics.includes(message.topic)) return;
      for (const key of now.keys) if (key) void now.mutate(key);
      now.onChange?.(message);
    });
  }, [api.baseUrl, battleId]);
}
