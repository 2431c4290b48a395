import { EVENTS } from '../texts.js';
import { formatDollars } from './money.js';

/** Event price from its tier costs (cents): 'Free' when all are 0, '$X' for one price, '$min - $max'. */
export function priceLabel(costsInCents: readonly number[]): string {
  const paid = costsInCents.filter((c) => c > 0);
  if (paid.length === 0) return EVENTS.free;
  const min = Math.min(...costsInCents);
  const max = Math.max(...costsInCents);
  return min === max ? formatDollars(min) : `${formatDollars(min)} - ${formatDollars(max)}`;
}
