/** Labels of creating groups: the create-groups page, which only the battle's editors open. */
export const GROUPING_LABELS = {
  amountOfGroups: 'Number of groups',
  amountRange: (most: number) => `Number of groups: a whole number from 2 to ${most}`,
  groupingNote: (n: number, noun: string) => `${n} checked-in ${noun} are split into groups at random.`,
  cannotCreateGroups: 'Only the battle’s editors can create groups.',
  cancel: 'Cancel',
} as const;
