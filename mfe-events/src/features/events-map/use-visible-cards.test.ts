import { nextVisible } from './use-visible-cards';

describe('cards in view', () => {
  it('counts a card as visible from 60 percent in view', () => {
    const none: ReadonlySet<number> = new Set();
    const seen = nextVisible(none, [
      { id: 1, ratio: 0.6 },
      { id: 2, ratio: 0.59 },
      { id: 3, ratio: 1 },
    ]);
    expect([...seen]).toEqual([1, 3]);
    expect([...nextVisible(seen, [{ id: 1, ratio: 0.2 }])]).toEqual([3]);
  });

  it('keeps the same set when nothing changes (no re-render of the map)', () => {
    const seen: ReadonlySet<number> = new Set([1]);
    expect(
      nextVisible(seen, [
        { id: 1, ratio: 0.9 },
        { id: 2, ratio: 0 },
      ]),
    ).toBe(seen);
  });
});
