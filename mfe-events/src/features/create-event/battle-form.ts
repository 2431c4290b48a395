import { BATTLE_DESCRIPTION_MAX, WINNER_PLACES, type Battle, type BattleUpdateInput } from '@cypher/contracts';
import {
  centsToDollars,
  defaultBracketLevels,
  fitsTextLimit,
  isAmountTooLarge,
  placeLabel,
  savedCap,
  typedAmountCents,
  type BracketSizeValue,
} from '@cypher/contracts/rules';

/** A battle as the editor holds it: prize amounts as the dollars typed, one per place. */
export type BattleForm = Omit<BattleUpdateInput, 'prizes'> & { prizeDollars: Record<number, string> };

export function battleFormOf(battle: Battle): BattleForm {
  const prizeDollars: Record<number, string> = {};
  // Every prize the API sends names its place (1, 2, 4 … 32).
  for (const prize of battle.prizes) {
    if (prize.amount > 0) prizeDollars[prize.place] = String(centsToDollars(prize.amount));
  }
  return {
    title: battle.title,
    crewSize: battle.crewSize,
    description: battle.description,
    organizationCompetitorsOnly: battle.organizationCompetitorsOnly,
    hideParticipants: battle.hideParticipants,
    participationCapType: battle.participationCapType,
    limit: battle.limit,
    style: battle.style,
    bracketSize: battle.bracketSize,
    bracketLevels: battle.bracketLevels,
    prizesDesc: battle.prizesDesc,
    startDate: battle.startDate,
    orgId: battle.orgId,
    prizeDollars,
  };
}

/** Choosing bracket judging (or another size) names the levels anew: 'Top N', 'Semi-final', 'Final'. */
export function withBracketSize(form: BattleForm, size: BracketSizeValue): BattleForm {
  return { ...form, style: 'bracket', bracketSize: size, bracketLevels: defaultBracketLevels(size) };
}

/** Spec: prize amounts are made non-negative and a positive amount below 1 becomes 1; places without an amount are left out. */
export function battleUpdateOf(form: BattleForm): BattleUpdateInput {
  const { prizeDollars, ...rest } = form;
  const prizes = WINNER_PLACES.flatMap((place) => {
    const amount = typedAmountCents(prizeDollars[place] ?? '');
    return amount > 0 ? [{ place, title: placeLabel(place), amount }] : [];
  });
  const bracket = rest.style === 'bracket';
  return {
    ...rest,
    title: rest.title.trim(),
    ...savedCap(rest),
    bracketSize: bracket ? rest.bracketSize : null,
    bracketLevels: bracket ? rest.bracketLevels : [],
    prizes,
  };
}

/** Update stays off while the API would refuse the save (a failed save closes the editor): no title, a description too long, a prize above the most. */
export function battleFormBlocked(form: BattleForm): boolean {
  return (
    form.title.trim() === '' ||
    !fitsTextLimit(form.description, BATTLE_DESCRIPTION_MAX) ||
    Object.values(form.prizeDollars).some(isAmountTooLarge)
  );
}
