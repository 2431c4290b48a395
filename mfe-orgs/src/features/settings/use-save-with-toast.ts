import { useCallback } from 'react';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';

/** Runs a settings save; when it succeeded (a non-null answer) shows 'Changes has been saved'. */
export function useSaveWithToast() {
  const platform = usePlatform();
  return useCallback(
    async <T>(work: () => Promise<T | null>): Promise<T | null> => {
      const answer = await work();
      if (answer !== null) platform.toast(TOAST.changesSaved);
      return answer;
    },
    [platform],
  );
}
