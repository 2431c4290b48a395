import { nextPlace, placeLabel, placeSize, visiblePlaces } from './winner-places.js';

describe('winner places', () => {
  it('labels places as the editor shows them', () => {
    expect([1, 2, 4, 8, 16, 32].map(placeLabel)).toEqual(['1st Place', '2nd Place', 'Top 4', 'Top 8', 'Top 16', 'Top 32']);
  });

  it('starts with 1st and 2nd and doubles on each reveal', () => {
    expect(visiblePlaces(0)).toEqual([1, 2]);
    expect(visiblePlaces(1)).toEqual([1, 2, 4]);
    expect(visiblePlaces(9)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(nextPlace([1, 2])).toBe(4);
    expect(nextPlace([1, 2, 4, 8, 16])).toBe(32);
    expect(nextPlace([1, 2, 4, 8, 16, 32])).toBeNull();
  });

  it('gives each Top N the places down to N: two at Top 4, four at Top 8', () => {
    expect([1, 2, 4, 8, 16, 32].map(placeSize)).toEqual([1, 1, 2, 4, 8, 16]);
  });
});
