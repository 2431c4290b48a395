import type { OrgStatus } from '@cypher/contracts';

/**
 * What the calling profile is to one organization. Signed-out callers and strangers hold no
 * role; roles belong to profiles (an account acts through one profile at a time).
 */
export interface OrgAccess {
  signedIn: boolean;
  isAdmin: boolean;
  isPromoter: boolean;
  isMember: boolean;
}

export const NO_ORG_ACCESS: OrgAccess = { signedIn: false, isAdmin: false, isPromoter: false, isMember: false };

/**
 * The people who run the organization (spec §1: "created and run by admins and promoters"). They
 * get `canEdit`: image, Settings, media and event chip actions.
 */
export function canEditOrg(access: OrgAccess): boolean {
  return access.isAdmin || access.isPromoter;
}

/** canEditOrg's roles, for the queries that apply it in SQL (org_roles.role). */
export const RUNNING_ROLES = ['admin', 'promoter'] as const;

/** A draft exists only for the people who run it; everyone else gets 404. */
export function canViewOrg(status: OrgStatus, access: OrgAccess): boolean {
  return status === 'published' || canEditOrg(access);
}

/** Publishing (or taking back to draft) is the admins' decision, as is the wizard's Publish. */
export function canChangeOrgStatus(access: OrgAccess): boolean {
  return access.isAdmin;
}

/** Settings → Admins and Promoters: only admins hand out or take away roles. */
export function canManageRoles(access: OrgAccess): boolean {
  return access.isAdmin;
}

/** Settings → Members: admins and promoters add and remove members. */
export function canManageMembers(access: OrgAccess): boolean {
  return canEditOrg(access);
}

/** Organization videos are added and removed by whoever has canEdit. */
export function canManageOrgMedia(access: OrgAccess): boolean {
  return canEditOrg(access);
}

/**
 * An organization always keeps at least one admin: removing the admin role from the only admin
 * would leave nobody able to manage roles.
 */
export function removesLastAdmin(role: 'admin' | 'promoter', holdsRole: boolean, adminCount: number): boolean {
  return role === 'admin' && holdsRole && adminCount <= 1;
}

/**
 * A role change made by another account is news to the dancer; changing one's own profiles (or
 * the same account's other profile) is not.
 */
export function shouldNotifyRoleChange(callerAccountId: number, targetAccountId: number | null): boolean {
  return targetAccountId !== callerAccountId;
}
