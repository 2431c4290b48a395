import { isSignedDateValid } from './signed-date.js';

describe('isSignedDateValid', () => {
  it('counts dates after the year 2000', () => {
    expect(isSignedDateValid('2024-03-01T10:00:00.000Z')).toBe(true);
    expect(isSignedDateValid(new Date('2001-01-01T00:00:00Z'))).toBe(true);
  });

  it('does not count 2000 or earlier, missing or broken dates', () => {
    expect(isSignedDateValid('2000-12-31T23:59:59.000Z')).toBe(false);
    expect(isSignedDateValid('1970-01-01T00:00:00.000Z')).toBe(false);
    expect(isSignedDateValid(null)).toBe(false);
    expect(isSignedDateValid('')).toBe(false);
    expect(isSignedDateValid('yesterday')).toBe(false);
  });
});
