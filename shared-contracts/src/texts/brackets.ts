export const BRACKETS = {
  rounds: (n: number) => `${n} rounds`,
  left: 'Left Bracket',
  right: 'Right Bracket',
  versus: 'VS',
  emptyName: '?',
  editBrackets: 'Edit brackets',
  submit: 'Submit bracket',
  cancel: 'Cancel',
  final: 'Final',
  semiFinal: 'Semi-final',
  top: (n: number) => `Top ${n}`,
} as const;
