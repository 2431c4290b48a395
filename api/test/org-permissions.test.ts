import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer } from './helpers/auth.js';
import { toSqlDateTime } from '../src/db/datetime.js';

/**
 * Role × action matrix for every organization and media route: one test per cell. Each action
 * is safe to repeat (idempotent, or it makes its own record first), so cells do not depend on
 * each other's order.
 */
type Who = 'anonymous' | 'stranger' | 'member' | 'promoter' | 'admin';
const WHO: Who[] = ['anonymous', 'stranger', 'member', 'promoter', 'admin'];

let ctx: TestContext;
const headers: Record<Who, Record<string, string>> = { anonymous: {}, stranger: {}, member: {}, promoter: {}, admin: {} };
let published: number;
let draft: number;
let target: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  published = await f.org({ name: 'Matrix Crew' });
  draft = await f.org({ name: 'Matrix Draft', status: 'draft' });
  for (const who of ['stranger', 'member', 'promoter', 'admin'] as const) {
    const dancer = await createSignedInDancer(ctx.db, { dancerName: `Matrix ${who}` });
    headers[who] = dancer.auth;
    for (const org of [published, draft]) {
      if (who === 'member') await f.orgMember(org, dancer.profileId);
      if (who === 'promoter' || who === 'admin') await f.orgRole(org, dancer.profileId, who);
    }
  }
  target = await f.user({ dancerName: 'Matrix Target' });
});
afterAll(() => ctx.close());

async function orgVideo(orgId: number): Promise<number> {
  const at = toSqlDateTime(new Date());
  const [id] = await ctx
    .db('media')
    .insert({ name: 'Clip', youtube_id: 'dQw4w9WgXcQ', org_id: orgId, created_at: at, updated_at: at });
  return Number(id);
}

interface Action {
  name: string;
  send: (who: Who) => Promise<{ status: number }>;
  expected: Record<Who, number>;
}

const call = (method: 'get' | 'post' | 'delete', path: string, who: Who, body?: object) => {
  const req = ctx.api()[method](path).set(headers[who]);
  return body ? req.send(body) : req;
};

const everyone = (status: number): Record<Who, number> => ({
  anonymous: status,
  stranger: status,
  member: status,
  promoter: status,
  admin: status,
});
const editors = { anonymous: 401, stranger: 403, member: 403, promoter: 200, admin: 200 };
const adminsOnly = { anonymous: 401, stranger: 403, member: 403, promoter: 403, admin: 200 };
const draftEditors = { anonymous: 401, stranger: 404, member: 404, promoter: 200, admin: 200 };
const draftReaders = { anonymous: 404, stranger: 404, member: 404, promoter: 200, admin: 200 };

const actions: Action[] = [
  { name: 'GET /orgs/:id', send: (w) => call('get', `/orgs/${published}`, w), expected: everyone(200) },
  { name: 'GET /orgs/:id (draft)', send: (w) => call('get', `/orgs/${draft}`, w), expected: draftReaders },
  { name: 'POST /orgs', send: (w) => call('post', '/orgs', w), expected: { ...everyone(200), anonymous: 401 } },
  { name: 'POST /orgs/:id', send: (w) => call('post', `/orgs/${published}`, w, { description: '<p>Hi</p>' }), expected: editors },
  {
    name: 'POST /orgs/:id (draft)',
    send: (w) => call('post', `/orgs/${draft}`, w, { founded: '01/02/2003' }),
    expected: draftEditors,
  },
  {
    name: 'POST /orgs/:id/role',
    send: (w) => call('post', `/orgs/${published}/role`, w, { userId: target, role: 'promoter' }),
    expected: adminsOnly,
  },
  {
    name: 'DELETE /orgs/:id/role',
    send: (w) => call('delete', `/orgs/${published}/role`, w, { userId: target, role: 'promoter' }),
    expected: adminsOnly,
  },
  { name: 'GET /orgs/:id/leaderboard', send: (w) => call('get', `/orgs/${published}/leaderboard`, w), expected: everyone(200) },
  {
    name: 'GET /orgs/:id/leaderboard (draft)',
    send: (w) => call('get', `/orgs/${draft}/leaderboard`, w),
    expected: draftReaders,
  },
  { name: 'GET /orgs/:id/members', send: (w) => call('get', `/orgs/${published}/members`, w), expected: everyone(200) },
  { name: 'GET /orgs/:id/members (draft)', send: (w) => call('get', `/orgs/${draft}/members`, w), expected: draftReaders },
  {
    name: 'POST /orgs/:id/members/:userId',
    send: (w) => call('post', `/orgs/${published}/members/${target}`, w),
    expected: editors,
  },
  {
    name: 'DELETE /orgs/:id/members/:userId',
    send: (w) => call('delete', `/orgs/${published}/members/${target}`, w),
    expected: editors,
  },
  { name: 'GET /media?o=', send: (w) => call('get', `/media?o=${published}`, w), expected: everyone(200) },
  { name: 'GET /media?o= (draft)', send: (w) => call('get', `/media?o=${draft}`, w), expected: draftReaders },
  {
    name: 'POST /media (organization)',
    send: (w) => call('post', '/media', w, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Final', orgId: published }),
    expected: editors,
  },
  {
    name: 'POST /media (rename)',
    send: async (w) => call('post', '/media', w, { id: await orgVideo(published), link: 'dQw4w9WgXcQ', name: 'Renamed' }),
    expected: editors,
  },
  { name: 'DELETE /media/:id', send: async (w) => call('delete', `/media/${await orgVideo(published)}`, w), expected: editors },
];

describe.each(actions)('$name', ({ send, expected }) => {
  it.each(WHO)('%s', async (who) => {
    const res = await send(who);
    expect(res.status).toBe(expected[who]);
  });
});

// The directory's organization filter (GET /users?orgs=) names a draft's members only to the
// people who run it, as GET /orgs/:id/members answers them; anyone else gets nobody.
describe.each([
  ['published', everyone(1)],
  ['draft', { anonymous: 0, stranger: 0, member: 0, promoter: 1, admin: 1 }],
] as const)('GET /users?orgs= of a %s organization: its members', (status, expected: Record<Who, number>) => {
  it.each(WHO)('%s', async (who) => {
    const res = await call('get', `/users?orgs=${status === 'draft' ? draft : published}&k=Matrix member`, who).expect(200);
    expect(res.body.length).toBe(expected[who]);
  });
});

it('answers canEdit only to the people who run the organization', async () => {
  for (const who of WHO) {
    const res = await call('get', `/orgs/${published}`, who).expect(200);
    expect([who, res.body.canEdit]).toEqual([who, who === 'admin' || who === 'promoter']);
  }
});

it('lets only admins publish a draft', async () => {
  await call('post', `/orgs/${draft}`, 'promoter', { status: 'published' }).expect(403);
  const res = await call('post', `/orgs/${draft}`, 'admin', { status: 'published' }).expect(200);
  expect(res.body.status).toBe('published');
  await call('get', `/orgs/${draft}`, 'anonymous').expect(200);
  await call('post', `/orgs/${draft}`, 'admin', { status: 'draft' }).expect(200);
});
