import { lineUpSettled } from './line-up.js';

describe('lineUpSettled', () => {
  it.each([
    ['registration', false, null],
    ['prelims', false, null],
    ['prelims-finished', false, 'bracketDrawn'],
    ['brackets', false, 'bracketDrawn'],
    ['finished', false, 'bracketDrawn'],
    // A classic battle stays in registration: its results alone settle it.
    ['registration', true, 'resultsRecorded'],
    ['finished', true, 'resultsRecorded'],
  ] as const)('%s, results %s → %s', (status, hasResults, reason) => {
    expect(lineUpSettled({ status, hasResults })).toBe(reason);
  });
});
