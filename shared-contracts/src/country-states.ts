import { COUNTRIES_WITH_STATES } from './constants.js';

// Apart from countries.ts so that a form's rules (which country asks for a State) do not bring
// the world's names with them: a page carries the names only where it draws them.

/** Countries whose State field is shown and required. */
export const countriesWithStates: readonly string[] = COUNTRIES_WITH_STATES;

export function countryHasStates(code: string | null | undefined): boolean {
  return !!code && countriesWithStates.includes(code.toUpperCase());
}
