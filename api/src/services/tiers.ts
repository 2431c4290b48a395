import type { Tier } from '@cypher/contracts';
import type { TierRecord } from '../repositories/event-details-repository.js';

/** One ticket of a tier: the organizer's cost, fees and taxes, and what the buyer pays in all. */
export function toTier(tier: TierRecord): Tier {
  const total = tier.cost + tier.fees + tier.taxes;
  return {
    id: tier.id,
    title: tier.title,
    description: tier.description,
    cost: tier.cost,
    fees: tier.fees,
    taxes: tier.taxes,
    ticketCost: tier.cost,
    ticketFees: tier.fees,
    ticketTaxes: tier.taxes,
    ticketTotalSum: total,
    totalSum: total,
    isFree: total === 0,
  };
}
