/**
 * What every battle page's heading shows (its tabs, the category 'Unlimited'), apart from BATTLES
 * (which repeats them) so that the prelims, brackets, sparring and event pages do not download
 * the registration screen's texts with it.
 */
export const BATTLE_HEADING = {
  tabs: { registration: 'Registration', prelims: 'Prelims', brackets: 'Brackets' },
  unlimited: 'Unlimited',
} as const;
