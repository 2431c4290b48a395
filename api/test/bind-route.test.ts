import express, { Router } from 'express';
import request from 'supertest';
import { Type } from '@sinclair/typebox';
import { defineRoute, IdParams, Nullable, shape } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../src/http/bind-route.js';
import { authenticate } from '../src/auth/authenticate.js';
import { errorHandler } from '../src/errors.js';
import { createTestContext, TEST_AUTH_SECRET, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

// A profile as a client may see it: the users table holds far more (account, search name, stamps).
const ProfileCard = shape({ id: Type.Integer(), dancer_name: Nullable(Type.String()) });
const cardRoute = defineRoute({
  name: 'test.card',
  method: 'GET',
  path: '/test/card/:id',
  summary: 'A profile row answered as is',
  access: 'public',
  params: IdParams,
  response: shape({ card: Nullable(ProfileCard), cards: Type.Array(ProfileCard) }),
});
const mineRoute = defineRoute({
  name: 'test.mine',
  method: 'GET',
  path: '/test/mine',
  summary: 'The caller',
  access: 'signedIn',
  response: shape({ profileId: Type.Integer() }),
});

let ctx: TestContext;
let dancer: SignedInDancer;
let handled = 0;

/** The route table as createApp builds it, over the real database and the real authentication. */
function appWith(validateResponses: boolean) {
  const table: RouteTable = { router: Router(), bound: [], validateResponses };
  bindRoute(table, cardRoute, async ({ params }) => {
    const row = await ctx.db('users').where({ id: params.id }).first();
    return { card: row, cards: [row, row], internal: 'not in the contract' };
  });
  bindRoute(table, mineRoute, async ({ caller }) => {
    handled += 1;
    return { profileId: caller.profileId };
  });
  const app = express();
  app.use(authenticate({ db: ctx.db, secret: TEST_AUTH_SECRET, now: () => TEST_NOW }));
  app.use(table.router);
  app.use(errorHandler(() => undefined));
  return app;
}

beforeAll(async () => {
  ctx = await createTestContext();
  dancer = await createSignedInDancer(ctx.db);
});
afterAll(() => ctx.close());

describe('bindRoute answers through the response schema', () => {
  it.each([true, false])('drops every column the contract does not declare (validating: %s)', async (validating) => {
    const row = await ctx.db('users').where({ id: dancer.profileId }).first();
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['account_id', 'created_at']));
    const res = await request(appWith(validating)).get(`/test/card/${dancer.profileId}`).expect(200);
    const card = { id: dancer.profileId, dancer_name: row.dancer_name };
    expect(res.body).toEqual({ card, cards: [card, card] });
  });
});

describe('bindRoute enforces the contract access', () => {
  it('answers 401 to a signed-out caller of a signedIn route without calling its handler', async () => {
    const before = handled;
    const res = await request(appWith(true)).get('/test/mine').expect(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(handled).toBe(before);
  });

  it('hands the handler the signed-in caller', async () => {
    const res = await request(appWith(true)).get('/test/mine').set(dancer.auth).expect(200);
    expect(res.body).toEqual({ profileId: dancer.profileId });
  });
});
