import { BRACKET_ROUNDS_MIN, BRACKET_SIZES } from '../constants.js';
import { BRACKETS } from '../texts.js';
import type { BracketLevel } from '../schemas/battle-options.js';

export type BracketSizeValue = (typeof BRACKET_SIZES)[number];

/**
 * Level names of a bracket of `size` entrants, from the first level to the Final. A level with
 * n entrants is 'Top n', except 4 ('Semi-final') and 2 ('Final'):
 * 32 → Top 32, Top 16, Top 8, Semi-final, Final; 4 → Semi-final, Final; 2 → Final.
 */
export function bracketLevelNames(size: BracketSizeValue): string[] {
  if (!BRACKET_SIZES.includes(size)) throw new Error(`Unsupported bracket size ${size}`);
  const names: string[] = [];
  for (let entrants = size; entrants >= 2; entrants /= 2) {
    names.push(entrants === 2 ? BRACKETS.final : entrants === 4 ? BRACKETS.semiFinal : BRACKETS.top(entrants));
  }
  return names;
}

/** Levels for a new bracket: every level with one round. */
export function defaultBracketLevels(size: BracketSizeValue): BracketLevel[] {
  return bracketLevelNames(size).map((name) => ({ name, rounds: BRACKET_ROUNDS_MIN }));
}
