import {
  bracketLevelCount,
  bracketSlots,
  firstRoundSlots,
  halfRoundSize,
  loserPlace,
  nextSlot,
  seedPairs,
  slotKey,
  sparringRoundCount,
} from './bracket-tree.js';

describe('bracket tree', () => {
  it('counts levels from the size', () => {
    expect([32, 16, 8, 4, 2].map(bracketLevelCount)).toEqual([5, 4, 3, 2, 1]);
    expect(() => bracketLevelCount(6)).toThrow('Unsupported bracket size 6');
  });

  it('lists size − 1 sparrings: halves level by level, then the final', () => {
    for (const size of [32, 16, 8, 4, 2]) expect(bracketSlots(size)).toHaveLength(size - 1);
    expect(bracketSlots(8).map(slotKey)).toEqual([
      'left:0:0',
      'left:0:1',
      'left:1:0',
      'right:0:0',
      'right:0:1',
      'right:1:0',
      'final:2:0',
    ]);
    expect(bracketSlots(2).map(slotKey)).toEqual(['final:0:0']);
    expect(halfRoundSize(32, 0)).toBe(8);
    expect(halfRoundSize(32, 3)).toBe(1);
  });

  it('keeps every slot unique', () => {
    const keys = bracketSlots(32).map(slotKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends a winner to the next level, even slots red, odd slots blue', () => {
    expect(nextSlot(8, { side: 'left', roundIndex: 0, slot: 0 })).toEqual({
      slot: { side: 'left', roundIndex: 1, slot: 0 },
      colour: 'red',
    });
    expect(nextSlot(8, { side: 'left', roundIndex: 0, slot: 1 })).toEqual({
      slot: { side: 'left', roundIndex: 1, slot: 0 },
      colour: 'blue',
    });
    expect(nextSlot(16, { side: 'right', roundIndex: 0, slot: 3 })).toEqual({
      slot: { side: 'right', roundIndex: 1, slot: 1 },
      colour: 'blue',
    });
  });

  it('sends the last level of each half into the final: left red, right blue', () => {
    expect(nextSlot(8, { side: 'left', roundIndex: 1, slot: 0 })).toEqual({
      slot: { side: 'final', roundIndex: 2, slot: 0 },
      colour: 'red',
    });
    expect(nextSlot(4, { side: 'right', roundIndex: 0, slot: 0 })).toEqual({
      slot: { side: 'final', roundIndex: 1, slot: 0 },
      colour: 'blue',
    });
    expect(nextSlot(8, { side: 'final', roundIndex: 2, slot: 0 })).toBeNull();
  });

  it('walks every first-level slot to the final in levels − 1 steps, two feeders per slot', () => {
    for (const size of [32, 16, 8, 4]) {
      const feeders = new Map<string, string[]>();
      for (const s of bracketSlots(size)) {
        const next = nextSlot(size, s);
        if (next)
          feeders.set(slotKey(next.slot) + next.colour, [...(feeders.get(slotKey(next.slot) + next.colour) ?? []), slotKey(s)]);
      }
      // Each colour of each later slot is fed by exactly one sparring.
      expect([...feeders.values()].every((list) => list.length === 1)).toBe(true);
      expect(feeders.size).toBe(size - 2);
    }
  });

  it('places a loser by the level lost', () => {
    expect([0, 1, 2].map((r) => loserPlace(8, r))).toEqual([8, 4, 2]);
    expect(loserPlace(2, 0)).toBe(2);
  });

  it('seeds so that 1 and 2 meet only in the final', () => {
    expect(seedPairs(8).map((p) => [slotKey(p.slot), p.red, p.blue])).toEqual([
      ['left:0:0', 1, 8],
      ['left:0:1', 4, 5],
      ['right:0:0', 2, 7],
      ['right:0:1', 3, 6],
    ]);
    expect(seedPairs(2)).toEqual([{ slot: { side: 'final', roundIndex: 0, slot: 0 }, red: 1, blue: 2 }]);
    const all = seedPairs(32).flatMap((p) => [p.red, p.blue]);
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(seedPairs(32).every((p) => p.red + p.blue === 33)).toBe(true);
    expect(firstRoundSlots(32)).toHaveLength(16);
  });

  it('counts a sparring’s rounds from its level and its tie-breakers', () => {
    const levels = [
      { name: 'Semi-final', rounds: 2 },
      { name: 'Final', rounds: 3 },
    ];
    expect(sparringRoundCount(levels, 0, 0)).toBe(2);
    expect(sparringRoundCount(levels, 1, 1)).toBe(4);
    expect(sparringRoundCount([], 0, 0)).toBe(1);
  });
});
