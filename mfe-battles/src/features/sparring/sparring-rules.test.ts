import { sparringFixture } from '../../test/bracket-fixtures';
import {
  draftComplete,
  draftOf,
  roundEditable,
  roundKind,
  scoresBody,
  votesVisible,
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
