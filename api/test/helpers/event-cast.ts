import type { Knex } from 'knex';
import { createSignedInDancer } from './auth.js';
import { fixtures } from './fixtures.js';

/** Everyone an event permission can depend on, from nobody to the event's creator. */
export type Who = 'anonymous' | 'stranger' | 'member' | 'promoter' | 'admin' | 'organizer' | 'creator';
export const WHO: Who[] = ['anonymous', 'stranger', 'member', 'promoter', 'admin', 'organizer', 'creator'];
export const EDITORS: Who[] = ['promoter', 'admin', 'organizer', 'creator'];

/** An editor's write on a draft: 401 signed out; a draft does not exist for non-editors (404). */
export const WRITE_ON_DRAFT: Record<Who, number> = {
  anonymous: 401,
  stranger: 404,
  member: 404,
  promoter: 200,
  admin: 200,
  organizer: 200,
  creator: 200,
};
/** The same write on a published event: non-editors see it, so they are refused (403). */
export const WRITE_ON_PUBLISHED: Record<Who, number> = { ...WRITE_ON_DRAFT, stranger: 403, member: 403 };

export interface EventCast {
  /** Request headers per role (none for anonymous). */
  headers: Record<Who, Record<string, string>>;
  /** Profile id per signed-in role. */
  profiles: Record<Exclude<Who, 'anonymous'>, number>;
  /** Makes an event of the organization, created by `creator` and organized by `organizer`. */
  event: (orgId: number, o?: EventOptions) => Promise<number>;
  /** Gives member, promoter and admin their roles in another organization. */
  joinOrg: (orgId: number) => Promise<void>;
}

export interface EventOptions {
  title?: string;
  status?: 'draft' | 'published';
  /** Days from the test clock; null leaves the date unset. */
  startDays?: number | null;
  endDays?: number | null;
  /** Leave out the creator and the organizer staff (an event of the organization alone). */
  unowned?: boolean;
  deleted?: boolean;
  createdDaysAgo?: number;
}

let made = 0;

/** Signs in one dancer per role and gives them their roles in `orgId`. */
export async function createEventCast(db: Knex, orgId: number): Promise<EventCast> {
  const f = fixtures(db);
  const headers = { anonymous: {} } as Record<Who, Record<string, string>>;
  const profiles = {} as EventCast['profiles'];
  for (const who of WHO) {
    if (who === 'anonymous') continue;
    const dancer = await createSignedInDancer(db, { dancerName: `Cast ${who} ${++made}` });
    headers[who] = dancer.auth;
    profiles[who] = dancer.profileId;
  }
  const joinOrg = async (org: number) => {
    await f.orgMember(org, profiles.member);
    await f.orgRole(org, profiles.promoter, 'promoter');
    await f.orgRole(org, profiles.admin, 'admin');
  };
  await joinOrg(orgId);

  const event = async (org: number, o: EventOptions = {}) => {
    const id = await f.event({
      title: o.title ?? `Cast event ${++made}`,
      orgId: org,
      status: o.status ?? 'draft',
      startDays: o.startDays ?? 10,
      endDays: o.endDays ?? 11,
      createdDaysAgo: o.createdDaysAgo,
      deleted: o.deleted,
    });
    await db('events')
      .where({ id })
      .update({
        created_by_user_id: o.unowned ? null : profiles.creator,
        ...(o.startDays === null ? { date_start: null } : {}),
        ...(o.endDays === null ? { date_end: null } : {}),
      });
    if (!o.unowned) await f.staff(id, profiles.organizer, 'organizer');
    return id;
  };
  return { headers, profiles, event, joinOrg };
}
