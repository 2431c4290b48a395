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

/**
 * Spec: hiding participants turns off a registration cap (nobody could see how full it is); a
 * check-in cap stays.
 */
export function setHideParticipants<
  T extends { hideParticipants: boolean; participationCapType: ParticipationCapType; limit: number },
>(current: T, hide: boolean): T {
  if (hide && current.participationCapType === 'registration') {
    return { ...current, hideParticipants: true, participationCapType: 'none', limit: 0 };
  }
  return { ...current, hideParticipants: hide };
}

/**
 * The cap as it is saved: the limit only counts while a cap type is chosen (the editor shows the
 * cap fields only then), a whole number not below 0, and a registration cap never stands beside
 * hidden participants. The editor and the API both save through it.
 */
export function savedCap(battle: { hideParticipants: boolean; participationCapType: ParticipationCapType; limit: number }): {
  participationCapType: ParticipationCapType;
  limit: number;
} {
  const { participationCapType, limit } = setHideParticipants(battle, battle.hideParticipants);
  if (participationCapType === 'none') return { participationCapType, limit: 0 };
  return { participationCapType, limit: Math.max(0, Math.floor(limit)) };
}
