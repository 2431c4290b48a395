import { Type, type Static } from '@sinclair/typebox';
import { Amount, Cents, entity, Id } from './common.js';
import { TIER_DESCRIPTION_MAX } from '../constants.js';

/**
 * A ticket tier. The organizer sets cost, fees and taxes (cents); ticket* are what one ticket
 * costs the buyer with them applied; totalSum = cost + fees + taxes. isFree when every cost is 0.
 */
export const Tier = entity('Tier', {
  id: Id,
  title: Type.String({ maxLength: 150 }),
  description: Type.String(),
  cost: Cents,
  fees: Cents,
  taxes: Cents,
  ticketCost: Cents,
  ticketFees: Cents,
  ticketTaxes: Cents,
  ticketTotalSum: Cents,
  totalSum: Cents,
  isFree: Type.Boolean(),
});
export type Tier = Static<typeof Tier>;

/** A tier as the wizard saves it; the API computes the rest (each amount is capped so the total fits). */
export const TierInput = entity('TierInput', {
  id: Type.Optional(Id),
  title: Type.String({ maxLength: 150 }),
  description: Type.String({ maxLength: TIER_DESCRIPTION_MAX }),
  cost: Amount,
  fees: Amount,
  taxes: Amount,
});
export type TierInput = Static<typeof TierInput>;

/** The caller's ticket as shown by 'View ticket'. */
export const TicketDisplay = entity('TicketDisplay', {
  title: Type.String(),
  ticketFees: Cents,
  ticketTaxes: Cents,
  ticketSum: Cents,
});
export type TicketDisplay = Static<typeof TicketDisplay>;
