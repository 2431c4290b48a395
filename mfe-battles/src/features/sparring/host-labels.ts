/**
 * Words of the host's actions that only event editors see: here rather than in JUDGING_LABELS,
 * so they travel with the sparring controls' chunk and not with every viewer's first screen.
 */
export const HOST_LABELS = {
  /** Reset also deletes the audience votes (DELETE /sparrings/:id/judge): the host is told before agreeing. */
  resetConfirm: 'Reset this sparring? Every judge’s points and the winner are cleared. The audience votes are cleared too.',
};
