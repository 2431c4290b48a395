export const PRELIMS = {
  groups: 'Groups',
  list: 'List',
  searchDancers: 'Search dancers',
  participants: 'participants',
  crews: 'crews',
  groupName: (n: number) => `Group ${n}`,
  addToBracket: 'Add to bracket',
  undoBracket: 'Undo bracket',
  editGroups: 'Edit groups',
  createGroups: 'Create groups',
  orderBy: 'Order by',
  sortOptions: { points: 'Points', name: 'Name', number: 'Assigned number' },
  editPoints: 'Edit points',
  done: 'Done',
  randomize: 'Randomize',
  noScore: '-',
  undoConfirm: { title: 'Undo brackets', text: 'Are you sure you want to undo brackets?', button: 'Undo' },
  addConfirm: { title: 'Add to bracket', text: 'Are you sure you want to add to brackets?', button: 'Add' },
} as const;

/**
 * The prelims answer's `permissions.error` (shown beside the buttons) and the 409s of the prelims
 * writes. The spec leaves them "not shown"; these are ours.
 */
export const PRELIMS_ERRORS = {
  tooFew: (kind: 'solo' | 'crews') =>
    kind === 'solo'
      ? 'At least two checked-in dancers are needed for a bracket.'
      : 'At least two checked-in crews are needed for a bracket.',
  unscored: (kind: 'solo' | 'crews') =>
    kind === 'solo'
      ? 'Every dancer still in needs points before the bracket.'
      : 'Every crew still in needs points before the bracket.',
  sameScore: 'Too many competitors with the same points for the final bracket spot(s).',
  notScoredYet: 'Nothing is scored yet: randomize the order or start judging.',
  finished: 'The preliminaries are finished.',
  notCheckedIn: 'Only checked-in entries can be grouped or scored.',
  nothingToGroup: 'Nobody is checked in yet, so there is nobody to group.',
  shuffleAfterScores: 'The order can only be randomized before the first score.',
  notBracketBattle: 'Only bracket battles have preliminaries.',
} as const;
