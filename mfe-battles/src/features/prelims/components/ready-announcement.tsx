import { useEffect, useRef } from 'react';
import type { PrelimsResult } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { bracketReadiness } from '../bracket-readiness';
import { ADD_TO_BRACKET_ID, scrollToElement } from '../element-ids';
import { prelimsFinished } from '../row-look';

/**
 * Once every row is decided with no tie and no zero average (spec §4), those who run or judge the
 * prelims are told 'Ready for bracketing' and taken to 'Add to bracket'; again only after the
 * state was left and reached anew. Draws nothing.
 */
export function ReadyAnnouncement({ prelims }: { prelims: PrelimsResult }) {
  const { toast } = usePlatform();
  const ready = !prelimsFinished(prelims.status) && bracketReadiness(prelims.entries) === 'ready';
  const seenReady = useRef(false);

  useEffect(() => {
    if (ready && !seenReady.current) {
      toast(TOAST.bracketingIsReady);
      scrollToElement(ADD_TO_BRACKET_ID);
    }
    seenReady.current = ready;
  }, [ready, toast]);
  return null;
}
