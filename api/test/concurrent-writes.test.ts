import { addProfile, createSignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { errorHandler } from '../src/errors.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { testEngine } from './helpers/test-database.js';

/**
 * Writes sent together, as a double click or a script sends them. On MariaDB the requests really
 * run in parallel (a pool of connections); SQLite serialises writers, so there the same
 * assertions hold by construction. Each race is repeated a few rounds, since one lucky ordering
 * proves nothing.
 */
// Dozens of scrypt hashes per race on a shared machine.
jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();
const countOf = (status: number, responses: { status: number }[]) => responses.filter((r) => r.status === status).length;

it('runs on the engine it is meant to', () => {
  // The concurrency assertions below matter on MariaDB; make sure the project really is one.
  expect(['sqlite', 'mysql']).toContain(testEngine());
});

describe('releasing one profile from parallel requests', () => {
  it('lets exactly one release win; the others answer 409 and create no account', async () => {
    const PARALLEL = 50; // as many as the probe that found the race
    for (let round = 0; round < 3; round += 1) {
      const owner = await createSignedInDancer(ctx.db);
      const profileId = await addProfile(ctx.db, owner.accountId, { dancerName: `Released ${round}` });
      const emails = Array.from({ length: PARALLEL }, (_, i) => `release-${round}-${i}-${process.pid}@example.test`);
      const responses = await Promise.all(
        emails.map((email) =>
          ctx.api().put('/user/profiles').set(owner.auth).send({ profileId, email, password: 'a long unusual password 42' }),
        ),
      );
      expect(statuses(responses)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
      const created = await ctx.db('accounts').whereIn('email', emails).select('id');
      expect(created).toHaveLength(1);
      const profile = await ctx.db('users').where({ id: profileId }).first('account_id', 'is_main');
      expect(Number(profile.account_id)).toBe(Number(created[0].id));
      expect(Boolean(profile.is_main)).toBe(true);
    }
  });
});

describe('set-main racing a release of the same profile', () => {
  it('always leaves the old account with one main profile and GET /user answering', async () => {
    for (let round = 0; round < 8; round += 1) {
      const owner = await createSignedInDancer(ctx.db);
      const other = await addProfile(ctx.db, owner.accountId);
      const [setMain, release] = await Promise.all([
        ctx.api().put(`/user/${other}/set-main`).set(owner.auth),
        ctx
          .api()
          .put('/user/profiles')
          .set(owner.auth)
          .send({ profileId: other, email: `race-${round}-${process.pid}@example.test`, password: 'a long unusual password 42' }),
      ]);
      // The loser is refused: 409 when it lost the race, 400 when the profile it sees is main.
      expect(countOf(200, [setMain, release])).toBe(1);
      expect([400, 409]).toContain(Math.max(setMain.status, release.status));
      const mains = await ctx.db('users').where({ account_id: owner.accountId, is_main: true }).select('id');
      expect(mains).toHaveLength(1);
      await ctx.api().get('/user').set(owner.auth).expect(200);
    }
  });
});

describe('duplicate writes sent together', () => {
  it('signs up one e-mail once: one 200, the rest 409, never a 500', async () => {
    const email = `twice-${process.pid}@example.test`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => ctx.api().post('/auth/signup').send({ email, password: 'a long unusual password 42' })),
    );
    expect(countOf(200, responses)).toBe(1);
    expect(countOf(409, responses)).toBe(19);
    expect(responses.find((r) => r.status === 409)!.body.error.message).toBe('This email is already in use');
    expect(await ctx.db('accounts').where({ email }).select('id')).toHaveLength(1);
  });

  it('adds an organization member and a role once, answering ok to every request', async () => {
    const boss = await createSignedInDancer(ctx.db);
    const dancer = await createSignedInDancer(ctx.db);
    const orgId = await fixtures(ctx.db).org({ name: 'Race Crew' });
    await fixtures(ctx.db).orgRole(orgId, boss.profileId, 'admin');
    const members = await Promise.all(
      Array.from({ length: 20 }, () => ctx.api().post(`/orgs/${orgId}/members/${dancer.profileId}`).set(boss.auth)),
    );
    expect(statuses(members)).toEqual(Array(20).fill(200));
    expect(await ctx.db('org_members').where({ org_id: orgId, user_id: dancer.profileId })).toHaveLength(1);
    const roles = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.api().post(`/orgs/${orgId}/role`).set(boss.auth).send({ userId: dancer.profileId, role: 'promoter' }),
      ),
    );
    expect(statuses(roles)).toEqual(Array(20).fill(200));
    expect(await ctx.db('org_roles').where({ org_id: orgId, user_id: dancer.profileId })).toHaveLength(1);
    // One notification for one change, however many requests asked for it.
    expect(await ctx.db('notifications').where({ user_id: dancer.profileId })).toHaveLength(2);
  });

  it('answers 409 for a duplicate key the services did not foresee, on both engines', async () => {
    const orgId = await fixtures(ctx.db).org({ name: 'Key Crew' });
    const dancer = await createSignedInDancer(ctx.db);
    await fixtures(ctx.db).orgMember(orgId, dancer.profileId);
    const error = await fixtures(ctx.db)
      .orgMember(orgId, dancer.profileId)
      .then(
        () => null,
        (e: unknown) => e,
      );
    const answered: { status?: number; body?: { error: { code: string } } } = {};
    const res = {
      status(code: number) {
        answered.status = code;
        return this;
      },
      json(body: { error: { code: string } }) {
        answered.body = body;
        return this;
      },
    };
    errorHandler(() => undefined)(error, {} as never, res as never, () => undefined);
    expect(answered).toEqual({ status: 409, body: { error: { code: 'conflict', message: 'This already exists' } } });
  });
});
