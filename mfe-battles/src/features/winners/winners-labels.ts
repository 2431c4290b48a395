/** The winners editor's own labels: only event editors open it, in a chunk of its own. */
export const WINNERS_LABELS = {
  chooseCrew: 'Choose a crew',
  chooseDancer: 'Choose a dancer',
} as const;
