import { lazy, Suspense } from 'react';
import type { PrelimsEntry, PrelimsResult } from '@cypher/contracts';
import { PRELIMS_LABELS } from '../labels';
import { useDisclosure } from '../use-disclosure';

// Drawn when a row is opened, so the page's first download carries neither it nor its texts.
const BreakdownPoints = lazy(() => import('./breakdown-points'));

/** The expandable per-judge points of a row: one list for solo, one per round for crews. */
export function JudgesBreakdown({ entry, kind, rounds }: { entry: PrelimsEntry; kind: PrelimsResult['kind']; rounds: number[] }) {
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="bt-breakdown">
      <button
        type="button"
        className="cy-button cy-button--ghost bt-breakdown__toggle"
        aria-label={PRELIMS_LABELS.showJudgesPoints(entry.name)}
        {...buttonProps}
      >
        {PRELIMS_LABELS.judgesPoints}
      </button>
      <div {...panelProps} className="bt-breakdown__panel">
        {open ? (
          <Suspense fallback={<p className="cy-skeleton bt-breakdown__loading" aria-busy="true" />}>
            <BreakdownPoints entry={entry} kind={kind} rounds={rounds} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
