import {
  allScored,
  firstOutOfOrderRound,
  judgedWinner,
  scoringStatus,
  seesPoints,
  seesVotes,
  sparringPermissions,
  totals,
  type SparringSituation,
  type SparringViewer,
} from './sparring-rules.js';

const score = (judgeId: number, round: number, redPoints: number, bluePoints: number) => ({
  judgeId,
  round,
  redPoints,
  bluePoints,
});

describe('sparring points', () => {
  const tally = (scores: ReturnType<typeof score>[], roundCount = 2) => ({ roundCount, judgeIds: [1, 2], scores });

  it('counts only current judges and rounds the sparring still has', () => {
    const t = tally([score(1, 0, 9, 8), score(3, 0, 10, 6), score(2, 5, 10, 6)]);
    expect(totals(t)).toEqual({ red: 9, blue: 8 });
  });

  it('decides once every judge scored every round: a winner, or a tie that needs a tie-breaker', () => {
    const half = tally([score(1, 0, 9, 8), score(2, 0, 9, 8), score(1, 1, 9, 8)]);
    expect([allScored(half), judgedWinner(half), scoringStatus(half)]).toEqual([false, null, 'open']);
    const full = tally([...half.scores, score(2, 1, 6, 10.5)]);
    expect([allScored(full), judgedWinner(full), scoringStatus(full)]).toEqual([true, 'blue', 'open']);
    const tie = tally([score(1, 0, 9, 8), score(2, 0, 8, 9)], 1);
    expect([judgedWinner(tie), scoringStatus(tie)]).toEqual([null, 'need-tie-breaker']);
    expect(allScored({ roundCount: 1, judgeIds: [], scores: [] })).toBe(false);
  });

  it('fills a judge’s rounds in order', () => {
    expect(firstOutOfOrderRound(3, new Set(), [{ round: 0 }])).toBeNull();
    expect(firstOutOfOrderRound(3, new Set(), [{ round: 1 }])).toBe(0);
    expect(firstOutOfOrderRound(3, new Set([0]), [{ round: 2 }, { round: 1 }])).toBeNull();
    expect(firstOutOfOrderRound(3, new Set([0, 1]), [{ round: 3 }])).toBe(0);
    expect(firstOutOfOrderRound(3, new Set(), [{ round: 0 }, { round: 2 }])).toBe(1);
  });
});

describe('who may do what on a sparring', () => {
  const nobody: SparringViewer = {
    signedIn: false,
    canEditEvent: false,
    isStaff: false,
    isJudge: false,
    checkedIn: false,
    voted: false,
    competes: false,
  };
  const running: SparringSituation = {
    live: true,
    bothSides: true,
    anySide: true,
    finished: false,
    hasScores: false,
    extraRounds: 0,
    status: 'open',
    winnerByPoints: null,
  };

  it('lets judges score and checked-in people vote once, only while the sparring runs', () => {
    expect(sparringPermissions({ ...nobody, signedIn: true, isJudge: true }, running).canSetScore).toBe(true);
    expect(sparringPermissions({ ...nobody, signedIn: true, isJudge: true }, { ...running, live: false }).canSetScore).toBe(
      false,
    );
    expect(sparringPermissions({ ...nobody, signedIn: true, checkedIn: true }, running).canSetAudienceScore).toBe(true);
    // The sparring's own dancers are not its audience.
    expect(sparringPermissions({ ...nobody, signedIn: true, checkedIn: true, competes: true }, running)).toMatchObject({
      canSetAudienceScore: false,
      competes: true,
    });
    expect(sparringPermissions({ ...nobody, signedIn: true, checkedIn: true, voted: true }, running).canSetAudienceScore).toBe(
      false,
    );
    expect(
      sparringPermissions({ ...nobody, signedIn: true, checkedIn: true }, { ...running, finished: true }).canSetAudienceScore,
    ).toBe(false);
  });

  it('gives staff the tie-breaker and finish, editors the pick on empty points and the reset', () => {
    const host = { ...nobody, signedIn: true, isStaff: true };
    const editor = { ...host, canEditEvent: true };
    expect(sparringPermissions(host, { ...running, status: 'need-tie-breaker' }).canAddExtra).toBe(true);
    expect(sparringPermissions(host, { ...running, winnerByPoints: 'red' }).canFinish).toBe(true);
    expect(sparringPermissions(host, running).canSetWinner).toBe(false);
    expect(sparringPermissions(editor, { ...running, bothSides: false }).canSetWinner).toBe(true);
    expect(sparringPermissions(editor, { ...running, hasScores: true }).canSetWinner).toBe(false);
    expect(sparringPermissions(editor, running).canReset).toBe(false);
    expect(sparringPermissions(editor, { ...running, finished: true }).canReset).toBe(true);
  });

  it('hides a finished sparring’s points from spectators and the votes until one has voted', () => {
    expect(seesPoints(nobody, false)).toBe(true);
    expect(seesPoints(nobody, true)).toBe(false);
    expect(seesPoints({ ...nobody, isJudge: true }, true)).toBe(true);
    expect(seesVotes(nobody)).toBe(false);
    expect(seesVotes({ ...nobody, voted: true })).toBe(true);
    expect(seesVotes({ ...nobody, isStaff: true })).toBe(true);
  });
});
