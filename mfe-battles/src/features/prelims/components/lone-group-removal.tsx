import { useEffect, useRef } from 'react';
import type { PrelimsResult } from '@cypher/contracts';
import { usePrelimsActions } from '../api/use-prelims-actions';

/**
 * One group left is no grouping (spec §4): a battle editor's page removes it (groups of 0), one
 * call at a time, tried again with each new answer while it stays. Rendered only while there is
 * one, for battle editors; draws nothing.
 */
export function LoneGroupRemoval({ prelims }: { prelims: PrelimsResult }) {
  const { createGroups } = usePrelimsActions(prelims.battleId);
  const removing = useRef(false);
  useEffect(() => {
    if (removing.current) return;
    removing.current = true;
    void createGroups(0).finally(() => (removing.current = false));
  }, [createGroups, prelims]);
  return null;
}
