import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CREW_PRELIMS_TAB_ADVANCE_MS, type JudgmentInput, type PrelimsEntry, type PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { hasScoredEveryRound, judgmentsToSave, savedRoundPoints, type RoundPoints } from '../judging';
import { PRELIMS_LABELS } from '../labels';
import { JUDGE_LABELS } from '../judge-labels';
import { formatAverage } from '../row-look';
import { PointsPad } from './points-pad';

interface RowJudgingProps {
  entry: PrelimsEntry;
  kind: PrelimsResult['kind'];
  rounds: number[];
  judgeId: number;
  judge: (judgments: JudgmentInput[], label: string) => Promise<PrelimsResult | 'queued' | null>;
}

/** An open pad: the points as tapped, and the rounds that had no score of this judge when it opened. */
interface PadSession {
  draft: RoundPoints;
  fresh: number[];
}

function openPad(saved: RoundPoints, rounds: number[]): PadSession {
  return { draft: { ...saved }, fresh: rounds.filter((round) => saved[round] === null) };
}

/**
 * A judge's scoring of one row (spec §2, §4). The pad opens by itself while the judge has a round
 * of this row left to score. A first score is saved at the tap (every tap of it, so adding the
 * half point needs no extra step); changing a score they had already given waits for 'Done'.
 * Crews have one tab per round: after a first score in a round the pad moves to the next round
 * 10 s later (time to add the half point or correct), unless the judge moves first. Escape
 * closes the pad like 'Done' — the spec saves an edit "on 'Done' (or on cancel)". Closing takes
 * the focused key or 'Done' away with the pad, so focus moves to 'Edit points' (a keyboard judge
 * goes on from the row instead of from the top of the page).
 */
export function RowJudging({ entry, kind, rounds, judgeId, judge }: RowJudgingProps) {
  const saved = savedRoundPoints(entry, rounds, judgeId);
  const [pad, setPad] = useState<PadSession | null>(() =>
    hasScoredEveryRound(entry, rounds, judgeId) ? null : openPad(saved, rounds),
  );
  const [active, setActive] = useState(() => rounds.find((round) => saved[round] === null) ?? rounds[0]!);
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(advance.current), []);
  const editPoints = useRef<HTMLButtonElement>(null);
  const closedByJudge = useRef(false);
  useEffect(() => {
    if (pad || !closedByJudge.current) return;
    closedByJudge.current = false;
    // Only focus that fell to the page with the pad; a judge who moved on while the save was on its way keeps their place.
    if (!document.activeElement || document.activeElement === document.body) editPoints.current?.focus();
  }, [pad]);

  const choose = (round: number) => {
    clearTimeout(advance.current);
    setActive(round);
  };

  const tap = (round: number, points: number | null) => {
    if (!pad) return;
    const draft = { ...pad.draft, [round]: points };
    setPad({ ...pad, draft });
    if (!pad.fresh.includes(round)) return;
    const judgments = judgmentsToSave(entry, kind, draft, judgeId);
    if (judgments.length) void judge(judgments, JUDGE_LABELS.scoreFor(entry.name));
    clearTimeout(advance.current);
    const next = rounds[rounds.indexOf(round) + 1];
    if (next !== undefined && points !== null) advance.current = setTimeout(() => setActive(next), CREW_PRELIMS_TAB_ADVANCE_MS);
  };

  const done = async () => {
    if (!pad) return;
    clearTimeout(advance.current);
    const judgments = judgmentsToSave(entry, kind, pad.draft, judgeId);
    // A refused save keeps the pad open with what was tapped (the error is already toasted); one
    // waiting for the connection closes it, the row saying so until it is sent.
    if (judgments.length && (await judge(judgments, JUDGE_LABELS.scoreFor(entry.name))) === null) return;
    closedByJudge.current = true;
    setPad(null);
  };

  if (!pad) {
    return (
      <div className="bt-judging bt-judging--closed">
        <p className="bt-judging__mine">
          {JUDGE_LABELS.yourPoints}:{' '}
          {rounds
            .map((round) => {
              const points = formatAverage(saved[round] ?? null, PRELIMS.noScore);
              return kind === 'solo' ? points : `${PRELIMS_LABELS.round(round)} ${points}`;
            })
            .join(' · ')}
        </p>
        <button
          ref={editPoints}
          type="button"
          className="cy-button cy-button--ghost bt-judging__toggle"
          onClick={() => {
            setPad(openPad(saved, rounds));
            setActive(rounds.find((round) => saved[round] === null) ?? rounds[0]!);
          }}
        >
          {PRELIMS.editPoints}
        </button>
      </div>
    );
  }

  return (
    <div
      className="bt-judging"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        void done();
      }}
    >
      {kind === 'solo' ? (
        <PointsPad
          value={pad.draft[0] ?? null}
          onChange={(points) => tap(0, points)}
          label={JUDGE_LABELS.pointsFor(entry.name)}
        />
      ) : (
        <RoundTabs entry={entry} rounds={rounds} active={active} draft={pad.draft} onChoose={choose} onTap={tap} />
      )}
      <button type="button" className="cy-button bt-judging__toggle" onClick={() => void done()}>
        {PRELIMS.done}
      </button>
    </div>
  );
}

/** One tab per crew round (a tablist: arrows move between rounds), the pad of the chosen one below. */
function RoundTabs({
  entry,
  rounds,
  active,
  draft,
  onChoose,
  onTap,
}: {
  entry: PrelimsEntry;
  rounds: number[];
  active: number;
  draft: RoundPoints;
  onChoose: (round: number) => void;
  onTap: (round: number, points: number | null) => void;
}) {
  const id = useId();
  const tabs = useRef(new Map<number, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = rounds[(rounds.indexOf(active) + step + rounds.length) % rounds.length]!;
    onChoose(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div className="bt-rounds">
      <div className="bt-rounds__tabs" role="tablist" aria-label={JUDGE_LABELS.roundsOf(entry.name)} onKeyDown={onKeyDown}>
        {rounds.map((round) => (
          <button
            key={round}
            ref={(element) => {
              if (element) tabs.current.set(round, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${round}`}
            aria-selected={round === active}
            aria-controls={`${id}-panel`}
            tabIndex={round === active ? 0 : -1}
            className="bt-rounds__tab"
            onClick={() => onChoose(round)}
          >
            {PRELIMS_LABELS.round(round)}
            <span className="bt-rounds__points">{formatAverage(draft[round] ?? null, PRELIMS.noScore)}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <PointsPad
          value={draft[active] ?? null}
          onChange={(points) => onTap(active, points)}
          label={`${JUDGE_LABELS.pointsFor(entry.name)}, ${PRELIMS_LABELS.round(active)}`}
        />
      </div>
    </div>
  );
}
