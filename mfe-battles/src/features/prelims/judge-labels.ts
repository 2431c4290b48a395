/** Labels of the judge's pad, staff's gone marks, the offline queue's notice and the editors' group moves: in the judge controls' chunk only. */
export const JUDGE_LABELS = {
  roundsOf: (name: string) => `Rounds for ${name}`,
  pointsFor: (name: string) => `Points for ${name}`,
  scoreFor: (name: string) => `Score for ${name}`,
  halfPoint: 'Add a half point',
  yourPoints: 'Your points',
  moveTo: 'Move to',
  move: 'Move',
  rowActions: (name: string) => `Actions for ${name}`,
  waitingToSend: 'No connection: your points and marks are kept on this phone and sent when it is back.',
  gone: 'gone',
  goneLabel: (name: string) => `${name} is gone`,
} as const;
