import type { ReactNode } from 'react';
import type { PrelimsResult } from '@cypher/contracts';
import '../prelims.css';
import { JudgeWritesProvider, makesJudgeWrites } from '../judge-controls';
import { PRELIMS_LABELS } from '../labels';

/**
 * The prelims pages' frame: the battle heading (given by the page), then the page's content.
 * The prelims stylesheet is fetched with this chunk, so the battle page does not download it.
 * Judges and staff get their writes' offline queue here (scores, gone marks, and what an earlier
 * visit left to send), in their controls' chunk; a spectator's page does not download it.
 */
export function PrelimsFrame({
  prelims,
  heading,
  children,
}: {
  prelims: PrelimsResult;
  heading: ReactNode;
  children: ReactNode;
}) {
  const page = (
    <article className="cy-page bt-prelims">
      {heading}
      {children}
    </article>
  );
  return makesJudgeWrites(prelims) ? <JudgeWritesProvider battleId={prelims.battleId}>{page}</JudgeWritesProvider> : page;
}

export function PrelimsLoading() {
  return <p className="cy-skeleton bt-loading" role="status" aria-label={PRELIMS_LABELS.loading} />;
}
