import { useEffect, useRef } from 'react';
import type { PrelimsResult } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { bracketReadiness, sameScoreIds } from './bracket-readiness';
import { ADD_TO_BRACKET_ID, entryElementId } from './element-ids';
import { prelimsFinished } from './row-look';

const scrollTo = (id: string) => document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });

/**
 * After a load or a score update (spec §4): a new tie at the cut scrolls to its first row; once
 * every row is decided with no tie and no zero average, those who run or judge the prelims are
 * told 'Ready for bracketing' and taken to 'Add to bracket'. Each fires when its state changes,
 * not on every answer, so a judge still tapping is not pulled around.
 */
export function useBracketWatch(prelims: PrelimsResult, announce: boolean) {
  const { toast } = usePlatform();
  const ties = sameScoreIds(prelims.entries).join(',');
  const ready = !prelimsFinished(prelims.status) && bracketReadiness(prelims.entries) === 'ready';
  const seenTies = useRef('');
  const seenReady = useRef(false);

  useEffect(() => {
    if (ties && ties !== seenTies.current) scrollTo(entryElementId(Number(ties.split(',')[0])));
    seenTies.current = ties;
  }, [ties]);

  useEffect(() => {
    if (ready && !seenReady.current && announce) {
      toast(TOAST.bracketingIsReady);
      scrollTo(ADD_TO_BRACKET_ID);
    }
    seenReady.current = ready;
  }, [ready, announce, toast]);
}
