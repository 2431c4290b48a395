import { featuredEvents } from './featured-events.js';

describe('featuredEvents', () => {
  it('puts the events happening now first and keeps three', () => {
    expect(featuredEvents([1, 2], [3, 4, 5])).toEqual([1, 2, 3]);
    expect(featuredEvents([1, 2, 3, 4], [5])).toEqual([1, 2, 3]);
  });

  it('takes the upcoming ones when nothing happens now, and an empty list when neither answered', () => {
    expect(featuredEvents([], [7, 8])).toEqual([7, 8]);
    expect(featuredEvents(undefined, [7])).toEqual([7]);
    expect(featuredEvents(null, undefined)).toEqual([]);
  });
});
