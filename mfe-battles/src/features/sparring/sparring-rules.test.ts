import { sparringFixture } from '../../test/bracket-fixtures';
import {
  audienceVoteShown,
  draftComplete,
  draftOf,
  hostActionsShown,
  roundEditable,
  roundKind,
  scoresBody,
  votesVisible,
  whyNoVote,
  withoutPoints,
  type RoundDraft,
} from './sparring-rules';

test('a judge’s draft starts from their own saved points, one entry per round', () => {
  const sparring = sparringFixture();
  sparring.rounds[0] = {
    sumRedPoints: 17,
    sumBluePoints: 16,
    scores: [
      { id: 7, avatar: null, redPoints: 8.5, bluePoints: 8 },
      { id: 8, avatar: null, redPoints: 8.5, bluePoints: 8 },
    ],
  };
  expect(draftOf(sparring, 7)).toEqual([
    { red: 8.5, blue: 8 },
    { red: null, blue: null },
  ]);
  expect(draftOf(sparring, 99)).toEqual([
    { red: null, blue: null },
    { red: null, blue: null },
  ]);
});

test('rounds open in order and submit needs every round complete', () => {
  const draft: RoundDraft[] = [
    { red: 8, blue: null },
    { red: null, blue: null },
  ];
  expect(roundEditable(draft, 0)).toBe(true);
  expect(roundEditable(draft, 1)).toBe(false);
  draft[0]!.blue = 9.5;
  expect(roundEditable(draft, 1)).toBe(true);
  expect(draftComplete(draft)).toBe(false);
  draft[1] = { red: 10, blue: 6 };
  expect(draftComplete(draft)).toBe(true);
  expect(draftComplete([])).toBe(false);
  expect(scoresBody(draft)).toEqual([
    { round: 0, redPoints: 8, bluePoints: 9.5 },
    { round: 1, redPoints: 10, bluePoints: 6 },
  ]);
});

test('extra rounds are tie-breakers; empty points and visible votes', () => {
  const sparring = sparringFixture({ extraRounds: 1 });
  expect([0, 1].map((i) => roundKind(sparring, i))).toEqual([
    { extra: false, n: 1 },
    { extra: true, n: 1 },
  ]);
  expect(withoutPoints(sparring)).toBe(true);
  expect(votesVisible(sparring)).toBe(false);
  expect(votesVisible(sparringFixture({ red: { id: 1, name: 'A', totalPoints: 0, audiencePoints: 0 } }))).toBe(true);
});

test('why a visitor cannot vote, and when the vote card has nothing to say', () => {
  const open = sparringFixture();
  const permissions = { ...open.permissions, canSetAudienceScore: true };
  expect(whyNoVote(open, false)).toBe('log-in');
  expect(whyNoVote(open, true)).toBe('check-in');
  // A dancer of the sparring is told why, not sent to check in.
  expect(whyNoVote(sparringFixture({ permissions: { ...open.permissions, competes: true } }), true)).toBe('competes');
  expect(whyNoVote(sparringFixture({ permissions }), true)).toBeNull();
  expect(whyNoVote(sparringFixture({ audienceVote: 'red' }), true)).toBeNull();
  const finished = sparringFixture({ status: 'finished' });
  expect(whyNoVote(finished, false)).toBeNull();
  expect(whyNoVote(sparringFixture({ red: null }), false)).toBeNull();
  expect(audienceVoteShown(open, false)).toBe(true);
  expect(audienceVoteShown(finished, false)).toBe(false);
  expect(audienceVoteShown(finished, true)).toBe(false);
  const votes = { id: 1, name: 'A', totalPoints: null, audiencePoints: 3 };
  expect(audienceVoteShown(sparringFixture({ status: 'finished', red: votes }), true)).toBe(true);
});

test('the host’s row shows only with something in it', () => {
  const open = sparringFixture();
  expect(hostActionsShown(open)).toBe(false);
  expect(hostActionsShown(sparringFixture({ status: 'need-tie-breaker' }))).toBe(true);
  expect(hostActionsShown(sparringFixture({ permissions: { ...open.permissions, canFinish: true } }))).toBe(true);
  expect(hostActionsShown(sparringFixture({ status: 'finished', permissions: { ...open.permissions, canFinish: true } }))).toBe(
    false,
  );
  expect(hostActionsShown(sparringFixture({ status: 'finished', permissions: { ...open.permissions, canReset: true } }))).toBe(
    true,
  );
});
