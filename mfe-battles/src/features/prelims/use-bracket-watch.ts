import { useEffect, useRef } from 'react';
import type { PrelimsResult } from '@cypher/contracts';
import { sameScoreIds } from './bracket-readiness';
import { entryElementId, scrollToElement } from './element-ids';

/**
 * After a load or a score update (spec §4), a new tie at the cut scrolls to its first row, for
 * everyone. It fires when the ties change, not on every answer, so a judge still tapping is not
 * pulled around. 'Ready for bracketing' is told to those who run or judge the prelims only
 * (components/ready-announcement.tsx, with their controls).
 */
export function useBracketWatch(prelims: PrelimsResult) {
  const ties = sameScoreIds(prelims.entries).join(',');
  const seenTies = useRef('');

  useEffect(() => {
    if (ties && ties !== seenTies.current) scrollToElement(entryElementId(Number(ties.split(',')[0])));
    seenTies.current = ties;
  }, [ties]);
}
