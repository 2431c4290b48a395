/**
 * Why the API refuses to change who is in a battle once registration is closed or the line-up is
 * settled (api/README.md, "Battles"). Only the API answers these; the battle page does not offer
 * the buttons they refuse, so they stay out of its bundle (REGISTRATION_REASONS is on its first screen).
 */
export const LINE_UP_REASONS = {
  /** A dancer leaving, or editing their crew, after registration closed. */
  entryFrozen: 'Registration is closed: you can no longer leave or change your entry',
  /** Anyone adding, confirming or removing a dancer or crew once sparrings name them. */
  bracketDrawn: 'The bracket is drawn: dancers and crews can no longer join or leave',
  /** The same once results are recorded (they, and the leaderboard, count the line-up). */
  resultsRecorded: 'Results are recorded: dancers and crews can no longer join or leave',
} as const;
