import { COUNTRY_NAMES, UK_NATIONS } from './country-names.js';

export { countriesWithStates, countryHasStates } from './country-states.js';

export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2 code, or GB-ENG/GB-NIR/GB-SCT/GB-WLS. */
  shortName: string;
  flag: string;
}

/** 'US' → 🇺🇸 (two regional indicator symbols). */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export const countries: Country[] = [
  ...COUNTRY_NAMES.split('|').map((entry) => {
    const shortName = entry.slice(0, 2);
    return { shortName, name: entry.slice(3), flag: flagOf(shortName) };
  }),
  ...UK_NATIONS.map(([shortName, name, flag]) => ({ shortName, name, flag })),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function countryByCode(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const wanted = code.toUpperCase();
  return countries.find((c) => c.shortName === wanted);
}

/** Lower case, no accents, no dots or other punctuation: 'U.S' → 'us', 'Côte' → 'cote'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function initials(name: string): string {
  return normalise(name)
    .split(' ')
    .filter((w) => w !== 'and' && w !== 'of' && w !== 'the')
    .map((w) => w[0])
    .join('');
}

/** How well a country answers a type-ahead query; 0 = not at all, higher is better. */
function score(country: Country, query: string): number {
  const name = normalise(country.name);
  const code = normalise(country.shortName);
  if (code === query) return 5;
  if (initials(country.name) === query) return 4;
  if (name.startsWith(query)) return 3;
  if (name.split(' ').some((word) => word.startsWith(query))) return 2;
  return name.includes(query) ? 1 : 0;
}

/**
 * The country select's type-ahead: matches the code, the initials ('us' and 'u.s' find United
 * States, 'uk' the United Kingdom) or the name; best matches first. An empty query keeps all.
 */
export function filterCountries(query: string, list: readonly Country[] = countries): Country[] {
  const wanted = normalise(query);
  if (!wanted) return [...list];
  return list
    .map((country, index) => ({ country, index, rank: score(country, wanted) }))
    .filter((m) => m.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((m) => m.country);
}
