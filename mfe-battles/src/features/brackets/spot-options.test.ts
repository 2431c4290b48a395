import { bracketOf8, crewsOf8, sparringOf } from '../../test/bracket-fixtures';
import { candidatesFor, draftOf, editorSparrings } from './bracket-rules';
import { disabledOptions, recordOf } from './spot-options';

const [a, b, c, d, e, f, g, h] = crewsOf8;
const sorted = (ids: Iterable<number>) => [...ids].sort((x, y) => x - y);

function optionsOf(brackets: ReturnType<typeof bracketOf8>, sparringId: number, colour: 'red' | 'blue') {
  const shown = editorSparrings(brackets);
  const placed = shown.find((p) => p.sparring.sparringId === sparringId)!;
  return disabledOptions(candidatesFor(brackets, shown, crewsOf8), shown, draftOf(shown), recordOf(brackets), {
    placed,
    colour,
  });
}

test('options are disabled for another spot of the shown round and for a decided sparring’s sides, never for the select itself', () => {
  const brackets = bracketOf8({
    left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!)], [sparringOf(105, null, null)]],
  });
  const disabled = optionsOf(brackets, 102, 'red');
  // a won 101 (a winner on this level) and h lost it (out); e is blue of 102; the rest sit in the right half.
  expect(sorted(disabled)).toEqual(sorted([a!.id, b!.id, c!.id, e!.id, f!.id, g!.id, h!.id]));
  expect(disabled.has(d!.id)).toBe(false);
});

test('the whole tree counts: who won or lost in the other half, and who stands in the final, is not offered', () => {
  const brackets = bracketOf8({
    left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!, d!.id)], [sparringOf(105, a!, d!, a!.id)]],
    right: [[sparringOf(103, null, g!), sparringOf(104, c!, f!)], [sparringOf(106, null, null)]],
    final: sparringOf(107, a!, null),
  });
  // The editor shows only the right half's first round; the left half's entries are all refused there.
  expect(sorted(optionsOf(brackets, 103, 'red'))).toEqual(sorted([a!.id, c!.id, d!.id, e!.id, f!.id, g!.id, h!.id]));
  const record = recordOf(brackets);
  expect(sorted(record.out)).toEqual(sorted([d!.id, e!.id, h!.id]));
  expect(record.wonLevel.get(a!.id)).toBe(1);
});

test('a bye (a decided sparring with one side) puts nobody out', () => {
  const record = recordOf(
    bracketOf8({ left: [[sparringOf(101, a!, null, a!.id), sparringOf(102, d!, e!)], [sparringOf(105, a!, null)]] }),
  );
  expect(record.out.size).toBe(0);
  expect(record.wonLevel.get(a!.id)).toBe(0);
});
