import { MONEY_MAX_CENTS } from '../constants.js';

/** Money travels as integer cents and shows in US dollars. */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** What the user typed in dollars → cents to save: multiplied by 100 and rounded. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** `$12`, or `$12.50` when there are cents. */
export function formatDollars(cents: number): string {
  const dollars = centsToDollars(cents);
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/**
 * A tier cost or prize amount as typed (dollars): made non-negative, and a positive amount below
 * 1 becomes 1 (nobody sells a ticket for cents). Empty or not a number counts as 0.
 */
export function normaliseAmount(dollars: number | null | undefined): number {
  if (dollars === null || dollars === undefined || Number.isNaN(dollars) || dollars <= 0) return 0;
  return dollars < 1 ? 1 : dollars;
}

/** The same rule on an amount already in cents (what the API receives): a positive amount below $1 becomes $1. */
export function normaliseCents(cents: number): number {
  if (!Number.isFinite(cents) || cents <= 0) return 0;
  return cents < 100 ? 100 : Math.round(cents);
}

/** The cents an amount typed in dollars saves as (tier costs, prizes): the rule above, then cents. */
export function typedAmountCents(typed: string): number {
  return dollarsToCents(normaliseAmount(typed.trim() === '' ? 0 : Number(typed)));
}

/** Whether an amount typed in dollars is above what one amount may be (MONEY_MAX_CENTS); the API refuses it. */
export function isAmountTooLarge(typed: string): boolean {
  return typedAmountCents(typed) > MONEY_MAX_CENTS;
}
