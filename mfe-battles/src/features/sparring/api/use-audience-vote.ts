import { useCallback, useState } from 'react';
import { routes, type ApiErrorBody, type Sparring, type SparringColour } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * POST /sparrings/:id/audience/:colour. A refusal is answered to the card, not toasted: its code
 * says why (not checked in, already voted, voting closed…) and the card says so beside the vote.
 */
export function useAudienceVote(sparringId: number, show: (sparring: Sparring) => void) {
  const { api } = usePlatform();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiErrorBody['error'] | null>(null);
  const vote = useCallback(
    async (colour: SparringColour) => {
      setBusy(true);
      const input = { params: { id: sparringId, value: colour } };
      const result = api.attempt
        ? await api.attempt(routes.sparrings.vote, input)
        : await api.call(routes.sparrings.vote, input).then((body) => (body ? { ok: true as const, body } : null));
      setBusy(false);
      if (result?.ok) {
        setRefusal(null);
        show(result.body);
      } else if (result) setRefusal(result.error);
    },
    [api, sparringId, show],
  );
  return { vote, busy, refusal };
}
