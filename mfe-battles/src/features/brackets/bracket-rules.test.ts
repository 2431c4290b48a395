import { bracketOf8, crewsOf8, side, sparringOf } from '../../test/bracket-fixtures';
import { bracketChanges } from './bracket-announcements';
import { candidatesFor, draftOf, editorSparrings, finalLocked, hasDoubleSpot, seedBody } from './bracket-rules';

const [a, b, c, d, e, f, g, h] = crewsOf8;
const ids = (placed: { sparring: { sparringId: number } }[]) => placed.map((p) => p.sparring.sparringId);

test('the editor shows the first round with an open sparring of each half', () => {
  expect(ids(editorSparrings(bracketOf8()))).toEqual([101, 102, 103, 104]);
  // Left's first round decided: left moves on to its semi-final, right stays in its first round.
  const leftDone = bracketOf8({
    left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!, e!.id)], [sparringOf(105, a!, e!)]],
  });
  expect(ids(editorSparrings(leftDone))).toEqual([105, 103, 104]);
});

test('the editor shows the final once both its slots are set, and for a bracket of two; locked once won', () => {
  const finalSet = bracketOf8({ final: sparringOf(107, a!, b!) });
  expect(ids(editorSparrings(finalSet))).toEqual([107]);
  expect(finalLocked(finalSet)).toBe(false);
  const two = {
    ...bracketOf8(),
    bracketSize: 2,
    levels: [{ name: 'Final', rounds: 1 }],
    left: [],
    right: [],
    final: sparringOf(9, null, null),
  };
  expect(ids(editorSparrings(two))).toEqual([9]);
  expect(finalLocked({ ...finalSet, final: sparringOf(107, a!, b!, b!.id) })).toBe(true);
});

test('one entry in two open spots (or red equal to blue) is a double spot; decided sparrings do not count', () => {
  const shown = editorSparrings(bracketOf8());
  const draft = draftOf(shown);
  expect(hasDoubleSpot(shown, draft)).toBe(false);
  draft.set(102, { red: a!.id, blue: e!.id });
  expect(hasDoubleSpot(shown, draft)).toBe(true);
  const sameSparring = draftOf(shown);
  sameSparring.set(103, { red: b!.id, blue: b!.id });
  expect(hasDoubleSpot(shown, sameSparring)).toBe(true);
});

test('candidates: the sides shown and the promoted entries for a first round; the winners before for a later one', () => {
  const brackets = bracketOf8();
  const late = side(9, 'Late Crew');
  expect(candidatesFor(brackets, editorSparrings(brackets), [...crewsOf8, late]).map((s) => s.id)).toEqual([
    1, 8, 4, 5, 2, 7, 3, 6, 9,
  ]);
  const semis = bracketOf8({
    left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!, d!.id)], [sparringOf(105, null, null)]],
    right: [[sparringOf(103, b!, g!, g!.id), sparringOf(104, c!, f!, c!.id)], [sparringOf(106, null, null)]],
  });
  expect(candidatesFor(semis, editorSparrings(semis), crewsOf8).map((s) => s.name)).toEqual([
    'Rock Steady',
    'Air Force',
    'Ill Abilities',
    'Top Rockers',
  ]);
});

test('Submit bracket sends every open sparring shown with its red and blue', () => {
  const shown = editorSparrings(
    bracketOf8({ left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!)], [sparringOf(105, null, null)]] }),
  );
  const draft = draftOf(shown);
  draft.set(102, { red: e!.id, blue: null });
  expect(seedBody(shown, draft)).toEqual([
    { sparringId: 102, red: e!.id, blue: null },
    { sparringId: 103, red: b!.id, blue: g!.id },
    { sparringId: 104, red: c!.id, blue: f!.id },
  ]);
});

test('changes are told as sentences: a won sparring, a new pairing; the first answer tells nothing', () => {
  const before = bracketOf8();
  const after = bracketOf8({
    left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!)], [sparringOf(105, a!, null)]],
  });
  expect(bracketChanges(null, after)).toEqual([]);
  expect(bracketChanges(before, after)).toEqual(['Rock Steady won a Top 8 sparring', 'Semi-final: Rock Steady vs ?']);
});
