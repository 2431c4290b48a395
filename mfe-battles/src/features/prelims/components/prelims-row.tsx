import { Suspense, type ReactNode } from 'react';
import type { PrelimsEntry, PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { AreaLink } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { entryElementId } from '../element-ids';
import { GoneMark, RowJudging, SameScoreNote, WaitingToSend } from '../judge-controls';
import { useJudgeWrites } from '../judge-writes';
import { hasScoredAny } from '../judging';
import { PRELIMS_LABELS } from '../labels';
import { LABELS } from '../../../shared/labels';
import { formatAverage, isGreyed, isOwnEntry, showsPassColour } from '../row-look';
import { JudgesBreakdown } from './judges-breakdown';

export interface PrelimsViewer {
  userId: number | null;
  /** Event editor (admins, organizer): sees every verdict colour. */
  isEditor: boolean;
}

interface PrelimsRowProps {
  entry: PrelimsEntry;
  prelims: PrelimsResult;
  rounds: number[];
  viewer: PrelimsViewer;
  /** The Group route's row menu for event editors. */
  menu?: ReactNode;
}

/**
 * One dancer or crew: number, name (a profile link for solo dancers), average or '-', the
 * judges' breakdown, and — by permission — the judge's pad and the 'gone' checkbox.
 */
export function PrelimsRow({ entry, prelims, rounds, viewer, menu }: PrelimsRowProps) {
  const { kind, permissions } = prelims;
  // A judge's and staff's writes; null for a spectator (their page does not download the queue).
  const writes = useJudgeWrites();
  const judgeId = permissions.canJudge ? viewer.userId : null;
  const own = isOwnEntry(entry, kind, viewer.userId);
  const hasScored = viewer.userId !== null && hasScoredAny(entry, rounds, viewer.userId);
  const colour = showsPassColour(entry, { isEditor: viewer.isEditor, hasScored }) && entry.passStatus;
  const sameScore = entry.passStatus === 'sameScore' && !entry.isGone;
  const classes = [
    'bt-score-row',
    own ? 'bt-score-row--own' : '',
    isGreyed(entry, prelims.status) ? 'bt-score-row--greyed' : '',
    colour ? `bt-score-row--${colour}` : '',
  ].join(' ');

  return (
    <li id={entryElementId(entry.id)} className={classes} tabIndex={-1}>
      <div className="bt-score-row__head">
        <span className="bt-score-row__number" aria-label={entry.randId === null ? undefined : LABELS.numberLabel(entry.randId)}>
          {entry.randId === null ? '' : LABELS.number(entry.randId)}
        </span>
        <span className="bt-score-row__name">
          {kind === 'solo' ? (
            <AreaLink className="cy-link" to={paths.profile(entry.id)}>
              {entry.name}
            </AreaLink>
          ) : (
            entry.name
          )}
          {own ? <span className="bt-score-row__you"> {kind === 'solo' ? LABELS.you : LABELS.yourCrew}</span> : null}
          {kind === 'crews' && entry.members.length ? (
            <span className="bt-score-row__members">{entry.members.map((member) => member.dancerName).join(', ')}</span>
          ) : null}
        </span>
        <span
          className="bt-score-row__average"
          aria-label={`${PRELIMS_LABELS.average} ${formatAverage(entry.pointsAverage, PRELIMS.noScore)}`}
        >
          {formatAverage(entry.pointsAverage, PRELIMS.noScore)}
        </span>
        {colour === 'passed' ? <span className="bt-score-row__verdict">{PRELIMS_LABELS.passed}</span> : null}
      </div>
      {sameScore && (colour || judgeId !== null) ? (
        // With the controls of those who see verdicts; anyone else (a promoted row) waits for them.
        <Suspense fallback={null}>
          <SameScoreNote />
        </Suspense>
      ) : null}
      <div className="bt-score-row__tools">
        <JudgesBreakdown entry={entry} kind={kind} rounds={rounds} />
        {permissions.canSetGone && writes ? <GoneMark entry={entry} /> : null}
        {menu}
      </div>
      {writes ? <WaitingToSend battleId={prelims.battleId} entryId={entry.id} /> : null}
      {judgeId !== null && writes ? (
        <RowJudging entry={entry} kind={kind} rounds={rounds} judgeId={judgeId} judge={writes.judge} />
      ) : null}
    </li>
  );
}
