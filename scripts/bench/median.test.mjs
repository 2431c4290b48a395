import { median } from './median.mjs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([120, 0, 7])).toBe(7);
  });

  it('is the mean of the two middle values of an even count (the bare host pools two halves)', () => {
    expect(median([55, 0, 12, 20])).toBe(16);
  });

  it('leaves the runs it is given in their order', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
