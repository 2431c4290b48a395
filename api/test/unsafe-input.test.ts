import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

/**
 * Input an attacker sends on purpose: numbers no id can be, script links and markup in address
 * fields. The shared schemas refuse them with a 400 naming the field, on every route.
 */
let ctx: TestContext;
let dancer: SignedInDancer;
let orgId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  dancer = await createSignedInDancer(ctx.db);
  orgId = await fixtures(ctx.db).org({ name: 'Safe Crew' });
  await fixtures(ctx.db).orgRole(orgId, dancer.profileId, 'admin');
});
afterAll(() => ctx.close());

const expectField = (res: { status: number; body: { error: { details?: { field?: string } } } }, field: string) => {
  expect({ status: res.status, field: res.body.error?.details?.field }).toEqual({ status: 400, field });
};

describe('ids and page numbers that are not safe integers', () => {
  const HUGE = ['1e999', '1e300', 'Infinity', '9007199254740993', '2147483648'];

  it.each(HUGE)('answers 400 naming the path id for %s', async (id) => {
    expectField(await ctx.api().get(`/orgs/${id}`), 'params.id');
    expectField(await ctx.api().get(`/events/${id}`), 'params.id');
    expectField(await ctx.api().get(`/user/${id}`), 'params.id');
    expectField(await ctx.api().get(`/battles/${id}`), 'params.id');
    expectField(await ctx.api().post(`/orgs/${id}`).set(dancer.auth).send({}), 'params.id');
    expectField(await ctx.api().delete(`/media/${id}`).set(dancer.auth), 'params.id');
  });

  it.each(HUGE)('answers 400 naming the query field for %s', async (value) => {
    expectField(await ctx.api().get('/events').query({ u: value }), 'query.u');
    expectField(await ctx.api().get('/media').query({ o: value }), 'query.o');
    expectField(await ctx.api().get('/orgs').query({ p: value }), 'query.p');
    expectField(await ctx.api().get('/users').query({ p: value }), 'query.p');
  });

  it('refuses id lists with numbers longer than an id', async () => {
    expectField(await ctx.api().get('/events').query({ o: '1,99999999999999999999' }), 'query.o');
  });

  it('answers 400 for a path that cannot be percent-decoded', async () => {
    expectField(await ctx.api().get('/events/%ED%A0%80'), 'params');
  });

  it('still takes the largest id as an id (404, not 400)', async () => {
    await ctx.api().get('/orgs/2147483647').expect(404);
  });
});

describe('links and e-mail addresses', () => {
  const socials = (over: Record<string, string | null>) => ({
    socials: { facebook: null, instagram: null, twitter: null, youtube: null, website: null, ...over },
  });

  it.each([
    ['facebook', 'javascript:alert(1)'],
    ['instagram', ' JavaScript:alert(document.cookie)'],
    ['website', 'data:text/html,<script>alert(1)</script>'],
    ['youtube', 'http:alert(1)'],
    ['twitter', '"><svg/onload=alert(1)>'],
  ])('refuses an organization social %s of %j', async (kind, value) => {
    const res = await ctx
      .api()
      .post(`/orgs/${orgId}`)
      .set(dancer.auth)
      .send(socials({ [kind]: value }));
    expectField(res, `body.socials.${kind}`);
    expect(res.body.error.message).toBe('URL should be in the format https://www.example.com');
  });

  it('keeps handles, scheme-less addresses and web links of an organization', async () => {
    const res = await ctx
      .api()
      .post(`/orgs/${orgId}`)
      .set(dancer.auth)
      .send(socials({ facebook: '@safecrew', instagram: 'instagram.com/safecrew', website: 'https://safe.example' }))
      .expect(200);
    expect(res.body.socials).toMatchObject({ facebook: '@safecrew', instagram: 'instagram.com/safecrew' });
  });

  it('refuses markup in a profile contact e-mail and script links in its socials', async () => {
    const profileSocials = (over: Record<string, string | null>) => ({
      socials: { email: null, facebook: null, instagram: null, twitter: null, youtube: null, website: null, ...over },
    });
    const email = await ctx
      .api()
      .post('/user')
      .set(dancer.auth)
      .send(profileSocials({ email: '"<svg/onload=alert(1)>"@x.example' }));
    expectField(email, 'body.socials.email');
    expect(email.body.error.message).toBe('Invalid e-mail');
    const link = await ctx
      .api()
      .post('/user')
      .set(dancer.auth)
      .send(profileSocials({ twitter: 'javascript:alert(1)' }));
    expectField(link, 'body.socials.twitter');
  });

  it('refuses markup in the e-mail of a sign-up, a magic link and a profile release', async () => {
    const bad = '"<svg/onload=alert(1)>"@x.example';
    expectField(await ctx.api().post('/auth/signup').send({ email: bad, password: 'a long unusual password 42' }), 'body.email');
    expectField(await ctx.api().post('/user/magic-link').send({ email: bad }), 'body.email');
    expectField(
      await ctx.api().put('/user/profiles').set(dancer.auth).send({ profileId: dancer.profileId, email: bad, password: 'x' }),
      'body.email',
    );
  });

  it('refuses a script link as an event website', async () => {
    const created = await ctx.api().post('/events').set(dancer.auth).expect(200);
    const res = await ctx
      .api()
      .post(`/events/${created.body.id}`)
      .set(dancer.auth)
      .send({
        title: 'Jam',
        image: null,
        description: '',
        website: 'javascript:alert(1)',
        locationAddress: null,
        locationLat: null,
        locationLng: null,
        dateStart: null,
        dateEnd: null,
        orgId: null,
        tiers: [{ title: '', description: '', cost: 0, fees: 0, taxes: 0 }],
      });
    expectField(res, 'body.website');
  });
});
