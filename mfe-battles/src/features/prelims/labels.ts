/**
 * The prelims screens' own labels, where the spec names a control without quoting its words:
 * those a spectator's screen shows. The judge's and editors' controls carry theirs in their chunk
 * (./judge-labels.ts), the create-groups page its own (./grouping-labels.ts); numbers and '(you)'
 * are the battles pages' LABELS.
 */
export const PRELIMS_LABELS = {
  title: 'Prelims',
  loading: 'Loading prelims',
  viewMode: 'View',
  count: (n: number, noun: string) => `${n} ${noun}`,
  orderDirection: (ascending: boolean) => (ascending ? 'Order: ascending' : 'Order: descending'),
  entries: 'Entries',
  average: 'Average',
  judgesPoints: "Judges' points",
  showJudgesPoints: (name: string) => `Judges' points for ${name}`,
  noJudgments: 'No points yet',
  round: (n: number) => `Round ${n}`,
  passed: 'Through',
  nothingFound: 'No dancer or crew has that name',
  noEntries: 'Nobody is checked in yet',
  members: (name: string) => `Members of ${name}`,
  showMembers: 'Show members',
  groupsOf: 'Groups',
  backToPrelims: 'Back to prelims',
} as const;
