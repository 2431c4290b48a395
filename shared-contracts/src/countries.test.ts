import { countries, countryByCode, countryHasStates, filterCountries, flagOf } from './countries.js';

describe('countries', () => {
  it('holds the ISO list plus the four UK nations, each code once', () => {
    expect(countries).toHaveLength(253);
    const codes = countries.map((c) => c.shortName);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS', 'US', 'FR', 'KR']));
  });

  it('gives flags as emoji', () => {
    expect(flagOf('us')).toBe('🇺🇸');
    expect(countryByCode('jp')?.flag).toBe('🇯🇵');
    expect(countryByCode('GB-SCT')?.flag).toBe('🏴󠁧󠁢󠁳󠁣󠁴󠁿');
  });

  it("finds United States first for 'us' and 'u.s'", () => {
    expect(filterCountries('us')[0].name).toBe('United States');
    expect(filterCountries('u.s')[0].name).toBe('United States');
    expect(filterCountries('U.S.')[0].name).toBe('United States');
  });

  it('matches names by prefix, word and accents-free text', () => {
    expect(filterCountries('uk')[0].name).toBe('United Kingdom');
    expect(filterCountries('fra')[0].name).toBe('France');
    expect(filterCountries('korea').map((c) => c.name)).toEqual(['North Korea', 'South Korea']);
    expect(filterCountries('cote')[0].shortName).toBe('CI');
    expect(filterCountries('zzz')).toEqual([]);
    expect(filterCountries('  ')).toHaveLength(countries.length);
  });

  it('asks for a state only in Australia, Canada and the United States', () => {
    expect(['AU', 'ca', 'US', 'GB', 'MX', null].map(countryHasStates)).toEqual([true, true, true, false, false, false]);
  });
});
