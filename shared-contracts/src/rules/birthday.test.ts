import { validateBirthday, validateFoundedDate, validateProfileBirthday } from './birthday.js';
import { ageFromBirthday, maskMonthDayYear, parseMonthDayYear } from './month-day-year.js';

const today = new Date(2026, 4, 15); // 15 May 2026, local time

describe('birthday', () => {
  it('accepts mm/dd/19xx and mm/dd/20xx dates that exist', () => {
    expect(validateBirthday('10/18/1993')).toBeNull();
    expect(validateBirthday('02/29/2000')).toBeNull();
    expect(parseMonthDayYear('01/02/2003')).toEqual({ month: 1, day: 2, year: 2003 });
  });

  it("answers 'Date format mm/dd/yyyy' otherwise", () => {
    for (const bad of ['18/10/1993', '10/18/1893', '10/18/2193', '1/8/1993', '02/30/2001', '02/29/2001', '', 'abc']) {
      expect(validateBirthday(bad)).toBe('Date format mm/dd/yyyy');
    }
  });

  it("refuses this year, the future and over 100 years ago in profile editing ('Please enter a correct date')", () => {
    expect(validateProfileBirthday('10/18/1993', today)).toBeNull();
    expect(validateProfileBirthday('01/01/2025', today)).toBeNull();
    expect(validateProfileBirthday('01/01/2026', today)).toBe('Please enter a correct date');
    expect(validateProfileBirthday('01/01/2027', today)).toBe('Please enter a correct date');
    expect(validateProfileBirthday('01/01/1926', today)).toBeNull();
    expect(validateProfileBirthday('12/31/1925', today)).toBe('Please enter a correct date');
    expect(validateProfileBirthday('13/01/1990', today)).toBe('Date format mm/dd/yyyy');
  });

  it('computes the age in whole years, counting the birthday itself', () => {
    expect(ageFromBirthday('05/15/2000', today)).toBe(26);
    expect(ageFromBirthday('05/16/2000', today)).toBe(25);
    expect(ageFromBirthday('12/31/1999', today)).toBe(26);
    expect(ageFromBirthday(null, today)).toBeNull();
    expect(ageFromBirthday('nonsense', today)).toBeNull();
  });

  it('masks typing as ##/##/####', () => {
    expect(['1', '101', '10181993', '10/18/19934', 'a1b0'].map(maskMonthDayYear)).toEqual([
      '1',
      '10/1',
      '10/18/1993',
      '10/18/1993',
      '10',
    ]);
  });

  it('takes a founded date only as a real mm/dd/19xx or 20xx date, or none (form and API alike)', () => {
    expect([null, '', '06/14/2009', '02/29/2000'].map(validateFoundedDate)).toEqual([null, null, null, null]);
    for (const bad of ['06/14/1899', '06/14/2109', '13/01/2009', '02/29/2001', '06/14'])
      expect(validateFoundedDate(bad)).toBe('Date format mm/dd/yyyy');
  });
});
