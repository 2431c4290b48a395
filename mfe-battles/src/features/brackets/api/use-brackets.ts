import useSWR from 'swr';
import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * GET /battles/:id/brackets — the tree as the caller sees it (canEdit for event editors). Before
 * 'Add to bracket' there is no tree (404): that is a normal state of the Brackets tab, answered as
 * null without an error toast; any other failure is toasted as usual.
 */
export function useBrackets(battleId: number | null) {
  const platform = usePlatform();
  const { api } = platform;
  const input = battleId === null ? null : { params: { id: battleId } };
  return useSWR(
    input && api.url(routes.battles.brackets, input),
    async () => {
      if (!input) return null;
      if (!api.attempt) return api.call(routes.battles.brackets, input);
      const answer = await api.attempt(routes.battles.brackets, input);
      if (answer.ok) return answer.body;
      if (answer.status !== 404) platform.toast(answer.error.message, 'error');
      return null;
    },
    { revalidateOnFocus: false },
  );
}
