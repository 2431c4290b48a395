/**
 * What the API refuses as more than a column holds, said the same at the form's field (the event
 * wizard, the battle editor) and in the API's 400. A module of its own: ERRORS reaches every page's
 * first download, and only the editors need these.
 */
export const LIMIT_ERRORS = {
  /** A text longer than its column holds (rules/text-column.ts), or than the field's limit. */
  textTooLong: 'Text is too long',
  /** An amount above MONEY_MAX_CENTS, given in dollars. */
  amountTooLarge: (dollars: number) => `Use an amount up to $${dollars.toLocaleString('en-US')}`,
} as const;
