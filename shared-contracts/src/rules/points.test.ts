import { isValidPrelimsPoints, isValidSparringPoints, tapWholePoint, toggleHalfPoint } from './points.js';

describe('judging points', () => {
  it('accepts prelims points 1 to 10 in halves (10.5 with the star)', () => {
    expect([1, 1.5, 7, 10, 10.5].every(isValidPrelimsPoints)).toBe(true);
    expect([0, 0.5, 11, 7.25, Number.NaN].some(isValidPrelimsPoints)).toBe(false);
  });

  it('accepts sparring points 6 to 10 in halves', () => {
    expect([6, 6.5, 10, 10.5].every(isValidSparringPoints)).toBe(true);
    expect([5.5, 11, 8.3].some(isValidSparringPoints)).toBe(false);
  });

  it('selects, replaces and clears a whole number, keeping the half point', () => {
    expect(tapWholePoint(null, 7)).toBe(7);
    expect(tapWholePoint(7, 8)).toBe(8);
    expect(tapWholePoint(7.5, 9)).toBe(9.5);
    expect(tapWholePoint(7.5, 7)).toBeNull();
    expect(toggleHalfPoint(8)).toBe(8.5);
    expect(toggleHalfPoint(8.5)).toBe(8);
    expect(toggleHalfPoint(null)).toBeNull();
  });
});
