import type { Battle, Crew, CrewMember } from '@cypher/contracts';

/** Event staff (organizer, admins, hosts) count as admin: check-in, the admin crew modal, hidden lists. */
export function isEventStaff(battle: Battle): boolean {
  return battle.event.isStaff;
}

/** Only the event's editors register others and edit winners (spec §6). */
export function canEditEvent(battle: Battle): boolean {
  return battle.event.canEdit;
}

/** Hidden participant lists stay visible to event staff; everyone else sees a blurred placeholder. */
export function entriesHidden(battle: Battle): boolean {
  return battle.hideParticipants && !isEventStaff(battle);
}

/** The crew the dancer is a confirmed member of, if any. */
export function ownCrew(battle: Battle, userId: number | null): Crew | null {
  if (userId === null) return null;
  return battle.crews.find((crew) => crew.participants.some((member) => member.id === userId && member.confirmed)) ?? null;
}

/** Crews that invited the dancer (a member, not confirmed, not by their own request): accept or decline. */
export function invitationsOf(battle: Battle, userId: number | null): Crew[] {
  if (userId === null) return [];
  return battle.crews.filter((crew) =>
    crew.participants.some((member) => member.id === userId && !member.confirmed && !member.joinRequest),
  );
}

/** Crews the dancer asked to join ('Join existing crew') that have not answered yet. */
export function joinRequestsOf(battle: Battle, userId: number | null): Crew[] {
  if (userId === null) return [];
  return battle.crews.filter((crew) => crew.participants.some((member) => member.id === userId && member.joinRequest));
}

/** Dancers waiting for the crew (its confirmed members or staff) to answer their request to join. */
export function pendingJoinRequests(crew: Crew): CrewMember[] {
  return crew.participants.filter((member) => member.joinRequest);
}

/** Crews whose name contains the keyword, case-insensitive (the crews list's search). */
export function crewsNamed(crews: Crew[], keyword: string): Crew[] {
  const wanted = keyword.trim().toLocaleLowerCase();
  return wanted ? crews.filter((crew) => crew.name.toLocaleLowerCase().includes(wanted)) : crews;
}

/**
 * Who the crew picker leaves out besides the caller and the crew's own dancers, as the server
 * answers it: event organizer and admins, judges, dancers confirmed in a crew of the battle the
 * caller sees (a hidden battle's other crews are not named; the API refuses them on Submit).
 */
export function pickerExclusions(battle: Battle): number[] {
  return battle.event.excludedUserIds;
}
