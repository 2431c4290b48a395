import { canEditEvent, canViewEvent, publishBlocker, type CallerEventRoles } from './event-policies.js';
import { NO_ORG_ACCESS } from './org-policies.js';

const ME = 7;
const orgEvent = { createdByUserId: 99, orgId: 3 };
const soloEvent = { createdByUserId: 99, orgId: null };
const roles = (over: Partial<CallerEventRoles> = {}): CallerEventRoles => ({
  profileId: ME,
  staffRoles: [],
  org: { ...NO_ORG_ACCESS, signedIn: true },
  ...over,
});
const inOrg = (access: Partial<typeof NO_ORG_ACCESS>) => roles({ org: { ...NO_ORG_ACCESS, signedIn: true, ...access } });

describe('canEditEvent', () => {
  it('refuses the signed-out and a stranger', () => {
    expect(canEditEvent(orgEvent, null)).toBe(false);
    expect(canEditEvent(orgEvent, roles())).toBe(false);
  });

  it('lets the creating profile edit, and nobody else by that rule', () => {
    expect(canEditEvent({ createdByUserId: ME, orgId: null }, roles())).toBe(true);
    expect(canEditEvent({ createdByUserId: null, orgId: null }, roles())).toBe(false);
  });

  it('lets organizer and admin staff edit, but not hosts or djs', () => {
    expect(canEditEvent(soloEvent, roles({ staffRoles: ['organizer'] }))).toBe(true);
    expect(canEditEvent(soloEvent, roles({ staffRoles: ['admin'] }))).toBe(true);
    expect(canEditEvent(soloEvent, roles({ staffRoles: ['host', 'dj'] }))).toBe(false);
  });

  it('lets the organization’s admins and promoters edit its events, not its members', () => {
    expect(canEditEvent(orgEvent, inOrg({ isAdmin: true }))).toBe(true);
    expect(canEditEvent(orgEvent, inOrg({ isPromoter: true }))).toBe(true);
    expect(canEditEvent(orgEvent, inOrg({ isMember: true }))).toBe(false);
  });

  it('ignores organization roles for an event without an organization', () => {
    expect(canEditEvent(soloEvent, inOrg({ isAdmin: true, isPromoter: true }))).toBe(false);
    expect(canEditEvent(orgEvent, roles({ org: null }))).toBe(false);
  });
});

describe('canViewEvent', () => {
  it('shows published events to all and drafts to editors only', () => {
    expect([canViewEvent('published', false), canViewEvent('draft', false), canViewEvent('draft', true)]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('publishBlocker', () => {
  const start = '2026-07-01T18:00:00.000Z';
  const end = '2026-07-01T23:00:00.000Z';

  it('names the missing date with the spec’s text', () => {
    expect(publishBlocker({ dateStart: null, dateEnd: end })).toEqual({
      field: 'dateStart',
      message: 'Please select an event date',
    });
    expect(publishBlocker({ dateStart: start, dateEnd: null })).toEqual({
      field: 'dateEnd',
      message: 'Please select an event date',
    });
    expect(publishBlocker({ dateStart: null, dateEnd: null })?.field).toBe('dateStart');
  });

  it('refuses an end before the start and lets a dated event through', () => {
    expect(publishBlocker({ dateStart: end, dateEnd: start })).toEqual({
      field: 'dateEnd',
      message: "End Date can't be before the Start Date",
    });
    expect(publishBlocker({ dateStart: start, dateEnd: end })).toBeNull();
    expect(publishBlocker({ dateStart: start, dateEnd: start })).toBeNull();
  });
});
