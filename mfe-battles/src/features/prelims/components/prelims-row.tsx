import type { ReactNode } from 'react';
import type { PrelimsEntry, PrelimsResult } from '@cypher/contracts';
import { ERRORS, PRELIMS } from '@cypher/contracts/texts';
import { AreaLink } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { scoreKey, type PrelimsActions } from '../api/use-prelims-actions';
import { entryElementId } from '../element-ids';
import { RowJudging } from '../judge-controls';
import { hasScoredAny } from '../judging';
import { PRELIMS_LABELS } from '../labels';
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
  actions: Pick<PrelimsActions, 'judge' | 'gone' | 'pendingScores'>;
  /** The Group route's row menu for event editors. */
  menu?: ReactNode;
}

/**
 * One dancer or crew: number, name (a profile link for solo dancers), average or '-', the
 * judges' breakdown, and — by permission — the judge's pad and the 'gone' checkbox.
 */
export function PrelimsRow({ entry, prelims, rounds, viewer, actions, menu }: PrelimsRowProps) {
  const { kind, permissions } = prelims;
  const judgeId = permissions.canJudge ? viewer.userId : null;
  const own = isOwnEntry(entry, kind, viewer.userId);
  const hasScored = viewer.userId !== null && hasScoredAny(entry, rounds, viewer.userId);
  const colour = showsPassColour(entry, { isEditor: viewer.isEditor, hasScored }) && entry.passStatus;
  const sameScore = entry.passStatus === 'sameScore' && !entry.isGone;
  const waiting = actions.pendingScores.some((write) => write.key === scoreKey(prelims.battleId, entry.id));
  const classes = [
    'bt-score-row',
    own ? 'bt-score-row--own' : '',
    isGreyed(entry, prelims.status) ? 'bt-score-row--greyed' : '',
    colour ? `bt-score-row--${colour}` : '',
  ].join(' ');

  return (
    <li id={entryElementId(entry.id)} className={classes} tabIndex={-1}>
      <div className="bt-score-row__head">
        <span
          className="bt-score-row__number"
          aria-label={entry.randId === null ? undefined : PRELIMS_LABELS.numberLabel(entry.randId)}
        >
          {entry.randId === null ? '' : PRELIMS_LABELS.number(entry.randId)}
        </span>
        <span className="bt-score-row__name">
          {kind === 'solo' ? (
            <AreaLink className="cy-link" to={paths.profile(entry.id)}>
              {entry.name}
            </AreaLink>
          ) : (
            entry.name
          )}
          {own ? (
            <span className="bt-score-row__you"> {kind === 'solo' ? PRELIMS_LABELS.you : PRELIMS_LABELS.yourCrew}</span>
          ) : null}
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
      {sameScore && (colour || judgeId !== null) ? <p className="bt-score-row__error">{ERRORS.sameScore}</p> : null}
      <div className="bt-score-row__tools">
        <JudgesBreakdown entry={entry} kind={kind} rounds={rounds} />
        {permissions.canSetGone ? (
          <label className="bt-score-row__gone">
            <input
              type="checkbox"
              checked={entry.isGone}
              aria-label={PRELIMS_LABELS.goneLabel(entry.name)}
              onChange={(e) => void actions.gone(entry.id, e.currentTarget.checked, PRELIMS_LABELS.goneLabel(entry.name))}
            />
            {PRELIMS_LABELS.gone}
          </label>
        ) : null}
        {menu}
      </div>
      {waiting ? (
        <p className="bt-score-row__waiting" role="status">
          {PRELIMS_LABELS.waitingToSend}
        </p>
      ) : null}
      {judgeId !== null ? <RowJudging entry={entry} kind={kind} rounds={rounds} judgeId={judgeId} judge={actions.judge} /> : null}
    </li>
  );
}
