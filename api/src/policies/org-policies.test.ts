import {
  canChangeOrgStatus,
  canEditOrg,
  canManageRoles,
  canViewOrg,
  removesLastAdmin,
  shouldNotifyRoleChange,
} from './org-policies.js';
import { canManageMedia, mediaOwnerOf } from './media-policies.js';
import { leaderboardOrder } from '../services/org-members-service.js';

const none = { signedIn: true, isAdmin: false, isPromoter: false, isMember: true };
const promoter = { ...none, isPromoter: true };
const admin = { ...none, isAdmin: true };

describe('organization policies', () => {
  it('lets promoters edit and see drafts, and only admins publish or manage roles', () => {
    expect([canEditOrg(none), canEditOrg(promoter), canEditOrg(admin)]).toEqual([false, true, true]);
    expect([canViewOrg('draft', none), canViewOrg('draft', promoter), canViewOrg('published', none)]).toEqual([
      false,
      true,
      true,
    ]);
    expect([canManageRoles(promoter), canManageRoles(admin)]).toEqual([false, true]);
    expect([canChangeOrgStatus(promoter), canChangeOrgStatus(admin)]).toEqual([false, true]);
  });

  it('refuses only the removal of the last admin role actually held', () => {
    expect(removesLastAdmin('admin', true, 1)).toBe(true);
    expect(removesLastAdmin('admin', true, 2)).toBe(false);
    expect(removesLastAdmin('admin', false, 1)).toBe(false);
    expect(removesLastAdmin('promoter', true, 1)).toBe(false);
  });

  it('notifies only dancers of another account', () => {
    expect(shouldNotifyRoleChange(1, 2)).toBe(true);
    expect(shouldNotifyRoleChange(1, null)).toBe(true);
    expect(shouldNotifyRoleChange(1, 1)).toBe(false);
  });

  it('needs exactly one media owner and checks it by kind', () => {
    expect(mediaOwnerOf({ orgId: 3 })).toEqual({ kind: 'org', id: 3 });
    expect(mediaOwnerOf({ orgId: 3, userId: 4 })).toBeNull();
    expect(mediaOwnerOf({ userId: null })).toBeNull();
    const access = { profileId: 4, org: promoter, eventEditor: false };
    expect(canManageMedia({ kind: 'user', id: 4 }, access)).toBe(true);
    expect(canManageMedia({ kind: 'user', id: 5 }, access)).toBe(false);
    expect(canManageMedia({ kind: 'org', id: 3 }, access)).toBe(true);
    expect(canManageMedia({ kind: 'event', id: 9 }, access)).toBe(false);
  });

  it('turns rank sorts into name sorts when ranking is disabled', () => {
    expect(leaderboardOrder(undefined, false)).toBe('rank-asc');
    expect(leaderboardOrder(undefined, true)).toBe('name-asc');
    expect(leaderboardOrder('rank-desc', true)).toBe('name-desc');
    expect(leaderboardOrder('name-desc', true)).toBe('name-desc');
    expect(leaderboardOrder('rank-desc', false)).toBe('rank-desc');
  });
});
