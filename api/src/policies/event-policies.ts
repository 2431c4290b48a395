import { ERRORS, type EventStaffRole, type EventStatus } from '@cypher/contracts';
import { canEditOrg, type OrgAccess } from './org-policies.js';

/** What decides who may edit an event: who made it and which organization throws it. */
export interface EventOwnership {
  createdByUserId: number | null;
  orgId: number | null;
}

/**
 * What the calling profile is to one event: its staff roles there and, when the event belongs to
 * an organization, its roles in that organization. Signed-out callers have no roles (null).
 */
export interface CallerEventRoles {
  profileId: number;
  staffRoles: readonly EventStaffRole[];
  org: OrgAccess | null;
}

/** The staff roles that run an event (spec: "Organizer and admins act as admin"); hosts and djs do not. */
export const EDITING_STAFF_ROLES: readonly EventStaffRole[] = ['organizer', 'admin'];

/**
 * permissions.canEdit: the profile that created the event, its organizer or admin staff, or the
 * people who run its organization (admins and promoters — an organization's canEdit covers its
 * event chip actions). Members of the organization, hosts and djs only take part.
 */
export function canEditEvent(event: EventOwnership, caller: CallerEventRoles | null): boolean {
  if (!caller) return false;
  if (event.createdByUserId !== null && event.createdByUserId === caller.profileId) return true;
  if (caller.staffRoles.some((role) => EDITING_STAFF_ROLES.includes(role))) return true;
  return event.orgId !== null && caller.org !== null && canEditOrg(caller.org);
}

/**
 * Who checks people in (the check-in page, `POST /events/:id/checkin/:userId`, un-check): the
 * event's editors (canEditEvent: they see 'Tickets and check-ins') and its hosts, whom the battles
 * document counts as admin for check-in ("Event staff (organizer, admins, hosts) count as admin:
 * … check in, un-check"). Djs and organization members do not run the door.
 */
export function canCheckInAttendees(event: EventOwnership, caller: CallerEventRoles | null): boolean {
  if (!caller) return false;
  return canEditEvent(event, caller) || caller.staffRoles.includes('host');
}

/** A draft exists only for its editors; everyone else gets 404, as for an unknown id. */
export function canViewEvent(status: EventStatus, canEdit: boolean): boolean {
  return status === 'published' || canEdit;
}

export interface EventDates {
  dateStart: string | null;
  dateEnd: string | null;
}

/** Why the event cannot be published yet (the field and the spec's text), or null when it can. */
export function publishBlocker(event: EventDates): { field: 'dateStart' | 'dateEnd'; message: string } | null {
  if (!event.dateStart) return { field: 'dateStart', message: ERRORS.selectEventDate };
  if (!event.dateEnd) return { field: 'dateEnd', message: ERRORS.selectEventDate };
  if (Date.parse(event.dateEnd) < Date.parse(event.dateStart)) return { field: 'dateEnd', message: ERRORS.endBeforeStart };
  return null;
}
