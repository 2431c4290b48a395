import { bracketRecord, seedRefusal } from './bracket-seeding.js';

describe('who may take a bracket spot', () => {
  // A bracket of 8: 'a' won its Top 8 (level 0) and its semi-final (level 1); 'd' won level 0 and
  // lost the semi; 'h' lost level 0; 'x' had a bye (no loser); 'b' has not danced yet.
  const record = bracketRecord([
    { roundIndex: 0, winner: 'a', loser: 'h' },
    { roundIndex: 0, winner: 'd', loser: 'e' },
    { roundIndex: 1, winner: 'a', loser: 'd' },
    { roundIndex: 0, winner: 'x', loser: null },
  ]);

  it('refuses whoever lost a sparring, on any level', () => {
    for (const level of [0, 1, 2])
      for (const entry of ['h', 'e', 'd']) expect(seedRefusal(record, entry, level)).toBe('eliminated');
  });

  it('refuses a winner on the level they won and below, not above', () => {
    expect([0, 1, 2].map((level) => seedRefusal(record, 'a', level))).toEqual(['alreadyWon', 'alreadyWon', null]);
    expect([0, 1].map((level) => seedRefusal(record, 'x', level))).toEqual(['alreadyWon', null]);
  });

  it('accepts an entry with no decided sparring anywhere', () => {
    expect([0, 1, 2].map((level) => seedRefusal(record, 'b', level))).toEqual([null, null, null]);
    expect(seedRefusal(bracketRecord<number>([]), 1, 0)).toBeNull();
  });
});
