import { BATTLES } from '../texts.js';
import type { ParticipationCapType } from '../schemas/battle-options.js';

/** The cap line of a battle's crew list: nothing without a cap. */
export function capText(type: ParticipationCapType, limit: number): string {
  if (type === 'none') return '';
  return type === 'checkIn' ? BATTLES.checkInCap(limit) : BATTLES.registrationCap(limit);
}

/** Choosing the cap type already chosen turns the cap off (type none, limit 0). */
export function toggleCapType(
  current: { participationCapType: ParticipationCapType; limit: number },
  chosen: ParticipationCapType,
): { participationCapType: ParticipationCapType; limit: number } {
  if (chosen === current.participationCapType) return { participationCapType: 'none', limit: 0 };
  return { participationCapType: chosen, limit: current.limit };
}
