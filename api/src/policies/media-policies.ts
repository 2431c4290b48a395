import { canManageOrgMedia, type OrgAccess } from './org-policies.js';

/** Whose videos: exactly one owner per video (a dancer, an organization or an event). */
export type MediaOwner = { kind: 'user'; id: number } | { kind: 'org'; id: number } | { kind: 'event'; id: number };

/** What the caller is to the owner of a video, resolved by the media service. */
export interface MediaAccess {
  profileId: number;
  /** Only read for an organization's videos. */
  org: OrgAccess;
  /** The caller edits the event (canEditEvent: its creator, organizer or admin staff, or its organization's admins and promoters). */
  eventEditor: boolean;
}

/** A dancer manages his own videos, organization editors theirs, event editors the event's. */
export function canManageMedia(owner: MediaOwner, access: MediaAccess): boolean {
  if (owner.kind === 'user') return owner.id === access.profileId;
  if (owner.kind === 'org') return canManageOrgMedia(access.org);
  return access.eventEditor;
}

/** The one owner named by an input, or null when none or several are given. */
export function mediaOwnerOf(input: {
  userId?: number | null;
  orgId?: number | null;
  eventId?: number | null;
}): MediaOwner | null {
  const owners: MediaOwner[] = [];
  if (input.userId) owners.push({ kind: 'user', id: input.userId });
  if (input.orgId) owners.push({ kind: 'org', id: input.orgId });
  if (input.eventId) owners.push({ kind: 'event', id: input.eventId });
  return owners.length === 1 ? owners[0]! : null;
}
