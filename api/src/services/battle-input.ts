import {
  bracketLevelNames,
  CREW_SIZES,
  normaliseCents,
  placeLabel,
  savedCap,
  type BattleUpdateInput,
  type BracketSizeValue,
} from '@cypher/contracts';
import { textColumn } from '../db/stored-text.js';
import { BadRequestError } from '../errors.js';
import type { BattleFields, PrizeFields } from '../repositories/battle-editing-repository.js';
import { sanitizeRichText } from './org-rich-text.js';

export const BATTLE_INPUT_MESSAGES = {
  titleRequired: 'A battle needs a title',
  crewSize: `The category is one of ${CREW_SIZES.join(', ')}`,
  bracketSize: 'A bracket battle needs a bracket size',
  bracketLevels: (names: string[]) => `A bracket of this size has the levels ${names.join(', ')}`,
  samePlace: 'Each place has one prize',
} as const;

/** Levels as the bracket of `size` names them, in order; each level's rounds are the editor's. */
function bracketLevelsOf(input: BattleUpdateInput): BattleFields['bracketLevels'] {
  if (input.style !== 'bracket') return [];
  if (input.bracketSize === null) throw new BadRequestError(BATTLE_INPUT_MESSAGES.bracketSize, 'body.bracketSize');
  const names = bracketLevelNames(input.bracketSize as BracketSizeValue);
  const same =
    input.bracketLevels.length === names.length && input.bracketLevels.every((level, index) => level.name === names[index]);
  if (!same) throw new BadRequestError(BATTLE_INPUT_MESSAGES.bracketLevels(names), 'body.bracketLevels');
  return input.bracketLevels.map(({ name, rounds }) => ({ name, rounds }));
}

/** Spec: prize amounts non-negative, a positive amount below $1 becomes $1; one prize per place, titled by it. */
function prizesOf(input: BattleUpdateInput): PrizeFields[] {
  const seen = new Set<number>();
  return input.prizes.map((prize, index) => {
    if (seen.has(prize.place)) throw new BadRequestError(BATTLE_INPUT_MESSAGES.samePlace, `body.prizes.${index}.place`);
    seen.add(prize.place);
    return { place: prize.place, title: prize.title.trim() || placeLabel(prize.place), amount: normaliseCents(prize.amount) };
  });
}

/**
 * The battle editor's save as it is stored, or 400 naming the field: title required and trimmed,
 * the category one of the editor's, the description sanitised with the shared rich-text allow-list
 * (and still fitting its column),
 * the cap saved by the editor's own rule (`savedCap`), bracket levels matching the size, the
 * product (orgId 0) stored as no organization.
 */
export function battleFieldsOf(input: BattleUpdateInput): { fields: BattleFields; prizes: PrizeFields[] } {
  const title = input.title.trim();
  if (title === '') throw new BadRequestError(BATTLE_INPUT_MESSAGES.titleRequired, 'body.title');
  if (!(CREW_SIZES as readonly number[]).includes(input.crewSize))
    throw new BadRequestError(BATTLE_INPUT_MESSAGES.crewSize, 'body.crewSize');
  const bracketLevels = bracketLevelsOf(input);
  return {
    fields: {
      orgId: input.orgId === 0 ? null : input.orgId,
      title,
      crewSize: input.crewSize,
      description: textColumn(sanitizeRichText(input.description), 'body.description'),
      prizesDesc: textColumn(input.prizesDesc.trim(), 'body.prizesDesc'),
      organizationCompetitorsOnly: input.organizationCompetitorsOnly,
      hideParticipants: input.hideParticipants,
      ...savedCap(input),
      style: input.style,
      bracketSize: input.style === 'bracket' ? input.bracketSize : null,
      bracketLevels,
      startDate: input.startDate ? new Date(input.startDate) : null,
    },
    prizes: prizesOf(input),
  };
}
