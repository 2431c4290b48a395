import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Sparring } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { useBattleLive } from '@cypher/contracts/react/live';
import { useBattle } from '../features/battle/api/use-battle';
import { ownEntryId } from '../features/battle/own-entry';
import { useSparring } from '../features/sparring/api/use-sparring';
import { useSparringCall } from '../features/sparring/api/use-sparring-call';
import { AudienceVote } from '../features/sparring/components/audience-vote';
import { ScoreTable } from '../features/sparring/components/score-table';
import { SparringBoard } from '../features/sparring/components/sparring-board';
import { SparringBreadcrumb } from '../features/sparring/components/sparring-breadcrumb';
import {
  JudgePanel,
  judgesSparring,
  picksWinner,
  SparringActions,
  useSparringControlsReady,
  usesSparringControls,
  WinnerPicker,
} from '../features/sparring/sparring-controls';
import { audienceVoteShown, hostActionsShown, pointsHidden } from '../features/sparring/sparring-rules';
import '../judging.css';
import { JUDGING_LABELS } from '../shared/judging-labels';
import { battleIdOf } from '../shared/battle-id';
import { Loading } from '../shared/loading';

const LIVE_TOPICS = ['sparring', 'brackets'] as const;

/**
 * /sparring/:id — breadcrumb, red and blue with totals, the round rows, the audience vote, and
 * what the caller may do: judge, add a tie-breaker, finish, reset, or pick the winner.
 */
export function SparringPage() {
  const platform = usePlatform();
  const id = battleIdOf(useParams().id);
  const { data: sparring, mutate } = useSparring(id);
  const battleState = useBattle(sparring ? sparring.battleId : null);
  const battle = battleState.status === 'loaded' ? battleState.battle : null;
  const userId = useSessionUser()?.id ?? null;
  const show = useCallback((answer: Sparring) => void mutate(answer, { revalidate: false }), [mutate]);
  const { run, busy } = useSparringCall(show);
  // Another judge's points, a vote, a tie-breaker or a reset arrive live: a change of this sparring
  // (or of the bracket, or a "refetch everything") reads it again; other sparrings are ignored.
  useBattleLive(sparring?.battleId, LIVE_TOPICS, [], (message) => {
    if (!message || message.topic === 'brackets' || message.id === undefined || message.id === id) void mutate();
  });

  // A judge's, the host's or an admin's screen shows once their controls are here, not with them arriving late.
  const controlsReady = useSparringControlsReady(!!sparring && usesSparringControls(sparring, userId));
  const missing = id === null || sparring === null;
  useEffect(() => {
    if (missing) platform.notFound();
  }, [missing, platform]);

  if (missing) return null;
  if (sparring === undefined || !controlsReady) return <Loading label={JUDGING_LABELS.sparring.loading} />;
  const { status } = sparring;
  const red = sparring.red?.name ?? BRACKETS.emptyName;
  const blue = sparring.blue?.name ?? BRACKETS.emptyName;
  const winner = [sparring.red, sparring.blue].find((side) => side && side.id === sparring.winnerId);
  const judging = judgesSparring(sparring, userId);
  const scores = !pointsHidden(sparring);
  const picking = picksWinner(sparring);
  const voteCard = audienceVoteShown(sparring, userId !== null);
  // A column with nothing in it is left out (a spectator of a finished sparring sees no points, a
  // visitor may have no vote card): the other one then takes the whole width.
  const main = scores || judging;
  const side = hostActionsShown(sparring) || picking || voteCard;
  return (
    <article className="cy-page bt-sparring-page">
      <SparringBreadcrumb battleId={sparring.battleId} battleTitle={battle?.title ?? null} level={sparring.levelName} />
      <header className="bt-heading">
        <h1 className="cy-title">{JUDGING_LABELS.sparring.title(red, blue)}</h1>
        <p className="cy-muted">
          {sparring.levelName}
          {status === 'finished' ? ` · ${JUDGING_LABELS.sparring.finished}` : null}
        </p>
        {winner ? <p className="bt-sparring-page__winner">{JUDGING_LABELS.sparring.winner(winner.name)}</p> : null}
      </header>
      <SparringBoard sparring={sparring} ownId={battle ? ownEntryId(battle, userId) : null} />
      {main || side ? (
        <div className={`bt-sparring-layout${main && side ? ' bt-sparring-layout--split' : ''}`}>
          {main ? (
            <div className="bt-layout__main">
              {scores ? (
                <section className="cy-card bt-panel" aria-label={JUDGING_LABELS.sparring.scores}>
                  <ScoreTable sparring={sparring} judges={battle?.judges ?? []} />
                </section>
              ) : null}
              {judging && userId !== null ? (
                <JudgePanel key={sparring.sparringId} sparring={sparring} judgeId={userId} show={show} />
              ) : null}
            </div>
          ) : null}
          {side ? (
            <div className="bt-layout__side">
              {hostActionsShown(sparring) ? <SparringActions sparring={sparring} run={run} busy={busy} /> : null}
              {picking ? <WinnerPicker sparring={sparring} run={run} busy={busy} /> : null}
              {voteCard ? <AudienceVote sparring={sparring} show={show} /> : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
