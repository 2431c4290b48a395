import type { Knex } from 'knex';
import { createSignedInDancer, type SignedInDancer } from './auth.js';
import { fixtures } from './fixtures.js';

/**
 * The people of a battle role matrix: one signed-in dancer per role (`anonymous` stays signed
 * out), an organization asking for its agreement (version 1, signed by all of them) and an event
 * of it whose `organizer` and `host` roles are its staff of those names. Other roles (a judge, a
 * crew member) are given their place by each test's own stage.
 */
export async function battleMatrixCast<Role extends string>(
  db: Knex,
  roles: readonly Role[],
  o: { name: string; startDays: number; endDays: number },
) {
  const f = fixtures(db);
  const who = {} as Record<Exclude<Role, 'anonymous'>, SignedInDancer>;
  for (const role of roles)
    if (role !== 'anonymous')
      who[role as Exclude<Role, 'anonymous'>] = await createSignedInDancer(db, { dancerName: `${o.name} ${role}` });
  const org = await f.org({ name: `${o.name} Org`, agreement: true, version: '1' });
  const event = await f.event({ title: `${o.name} Jam`, startDays: o.startDays, endDays: o.endDays, orgId: org });
  const staff = who as Partial<Record<string, SignedInDancer>>;
  if (staff.organizer) await f.staff(event, staff.organizer.profileId, 'organizer');
  if (staff.host) await f.staff(event, staff.host.profileId, 'host');
  for (const dancer of Object.values<SignedInDancer>(who)) await f.signature(dancer.profileId, org, 'agreement');
  return { who, org, event };
}
