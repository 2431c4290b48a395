import type { SideColour, Sparring } from '@cypher/contracts';
import { countedScores, judgedWinner, seesPoints, seesVotes, sparringPermissions, totals } from '../policies/sparring-rules.js';
import { entrantOf, winnerId } from './bracket-view.js';
import type { SparringFacts } from './sparring-facts.js';

/** GET /sparrings/{id} and every sparring write's answer, as the caller may see it. */
export function toSparringAnswer(f: SparringFacts): Sparring {
  const { sparring, tally, viewer } = f;
  const finished = sparring.status === 'finished';
  const showPoints = seesPoints(viewer, finished);
  const showVotes = seesVotes(viewer);
  const counted = countedScores(tally);
  const sum = totals(tally);

  const side = (colour: SideColour) => {
    const entrant = entrantOf(sparring[colour], f.entrants);
    if (!entrant) return null;
    return {
      id: entrant.id,
      name: entrant.name,
      // Hidden points are no points: null, never a 0 that reads as a score.
      totalPoints: showPoints ? sum[colour] : null,
      audiencePoints: showVotes ? f.votes[colour] : null,
    };
  };

  const rounds = Array.from({ length: tally.roundCount }, (_, round) => {
    const scores = f.judges.map((judge) => {
      const score = showPoints ? counted.find((s) => s.judgeId === judge.id && s.round === round) : undefined;
      return { id: judge.id, avatar: judge.avatar, redPoints: score?.redPoints ?? null, bluePoints: score?.bluePoints ?? null };
    });
    return {
      sumRedPoints: showPoints ? scores.reduce((total, s) => total + (s.redPoints ?? 0), 0) : null,
      sumBluePoints: showPoints ? scores.reduce((total, s) => total + (s.bluePoints ?? 0), 0) : null,
      scores,
    };
  });

  return {
    sparringId: sparring.id,
    battleId: f.battle.id,
    eventId: f.event.id,
    status: sparring.status,
    levelName: f.levelName,
    winnerId: winnerId(sparring, f.entrants),
    red: side('red'),
    blue: side('blue'),
    rounds,
    extraRounds: sparring.extraRounds,
    audienceVote: f.ownVote,
    permissions: sparringPermissions(viewer, {
      live: f.battle.status === 'brackets',
      bothSides: sparring.red !== null && sparring.blue !== null,
      anySide: sparring.red !== null || sparring.blue !== null,
      finished,
      hasScores: counted.length > 0,
      extraRounds: sparring.extraRounds,
      status: sparring.status,
      winnerByPoints: judgedWinner(tally),
    }),
  };
}
