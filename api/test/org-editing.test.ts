import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

let ctx: TestContext;
let admin: SignedInDancer;
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInDancer(ctx.db, { dancerName: 'Org Boss' });
  orgId = await fixtures(ctx.db).org({ name: 'Edit Me' });
  await fixtures(ctx.db).orgRole(orgId, admin.profileId, 'admin');
});
afterAll(() => ctx.close());

const save = (body: object) => ctx.api().post(`/orgs/${orgId}`).set(admin.auth).send(body);
const stored = async () => (await ctx.db('orgs').where({ id: orgId }).first()) as Record<string, unknown>;

describe('the create wizard', () => {
  it('creates a draft whose creator is its admin, lists it to him alone and publishes it', async () => {
    const created = await ctx.api().post('/orgs').set(admin.auth).expect(200);
    const id = created.body.id as number;
    const draft = await ctx.api().get(`/orgs/${id}`).set(admin.auth).expect(200);
    expect(draft.body).toMatchObject({ id, name: '', status: 'draft', canEdit: true, agreement: null, waiver: null });
    expect(draft.body.admins).toEqual([{ id: admin.profileId, dancerName: 'Org Boss', avatar: null }]);

    const mine = await ctx.api().get(`/orgs?u=${admin.profileId}`).set(admin.auth).expect(200);
    expect(mine.body.items.map((o: { id: number }) => o.id)).toContain(id);
    const anonymous = await ctx.api().get(`/orgs?u=${admin.profileId}`).expect(200);
    expect(anonymous.body.items.map((o: { id: number }) => o.id)).not.toContain(id);
    const stranger = await createSignedInDancer(ctx.db);
    const all = await ctx.api().get('/orgs').set(stranger.auth).expect(200);
    expect(all.body.items.map((o: { id: number }) => o.id)).not.toContain(id);

    const nameless = await ctx.api().post(`/orgs/${id}`).set(admin.auth).send({ status: 'published' }).expect(400);
    expect(nameless.body.error.details.field).toBe('body.name');
    const published = await ctx.api().post(`/orgs/${id}`).set(admin.auth).send({ name: '  Fresh Crew ', status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ name: 'Fresh Crew', status: 'published' });
    const listed = await ctx.api().get('/orgs?k=fresh').expect(200);
    expect(listed.body.items.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it('hands back the blank draft left at the first step instead of making another, and lists it as a draft', async () => {
    const maker = await createSignedInDancer(ctx.db, { dancerName: 'Twice Clicker' });
    const first = (await ctx.api().post('/orgs').set(maker.auth).expect(200)).body.id as number;
    expect((await ctx.api().post('/orgs').set(maker.auth).expect(200)).body.id).toBe(first);
    const mine = await ctx.api().get(`/orgs?u=${maker.profileId}`).set(maker.auth).expect(200);
    expect(mine.body.items).toEqual([expect.objectContaining({ id: first, name: '', status: 'draft' })]);
    // Once it has a name it is an organization of its own: the next press starts a new one.
    await ctx.api().post(`/orgs/${first}`).set(maker.auth).send({ name: 'Named Draft' }).expect(200);
    const next = (await ctx.api().post('/orgs').set(maker.auth).expect(200)).body.id as number;
    expect(next).not.toBe(first);
    // Someone else's blank draft is never handed over.
    const other = await createSignedInDancer(ctx.db);
    expect((await ctx.api().post('/orgs').set(other.auth).expect(200)).body.id).not.toBe(next);
  });
});

describe('POST /orgs/:id', () => {
  it('saves every field of the organization and answers the saved organization', async () => {
    const res = await save({
      name: 'Edited Crew',
      founded: '02/29/2012',
      rankingDisabled: true,
      socials: { facebook: ' fb.com/crew ', instagram: '', twitter: null, youtube: 'yt', website: 'https://crew.example' },
    }).expect(200);
    expect(res.body).toMatchObject({
      name: 'Edited Crew',
      founded: '02/29/2012',
      rankingDisabled: true,
      socials: { facebook: 'fb.com/crew', instagram: null, twitter: null, youtube: 'yt', website: 'https://crew.example' },
      canEdit: true,
    });
    expect((await stored()).search_name).toBe('edited crew');
  });

  it('sanitises the description: no scripts, handlers, styles or javascript: links are stored', async () => {
    const description =
      '<p style="color:red" onclick="steal()">Hi <strong>there</strong><script>alert(1)</script></p>' +
      '<img src=x onerror="alert(2)"><ol><li>one</li></ol><ul><li data-list="bullet">two</li></ul>' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example" target="_blank">ok</a>' +
      '<a href="mailto:crew@example.test">mail</a><iframe src="https://evil.example"></iframe><u>u</u><em>e</em>';
    const res = await save({ description }).expect(200);
    const html = (await stored()).description as string;
    expect(res.body.description).toBe(html);
    expect(html).not.toMatch(/script|onerror|onclick|style=|javascript:|<img|<iframe/i);
    expect(html).toContain('<p>Hi <strong>there</strong></p>');
    expect(html).toContain('<ol><li>one</li></ol><ul><li data-list="bullet">two</li></ul>');
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="mailto:crew@example.test">mail</a><u>u</u><em>e</em>');
  });

  it('saves an agreement whose parts are all empty as empty (null), tags and spaces not counting', async () => {
    await save({ agreement: { title: 'Old', subtitle: '', version: '1', text: '<p>x</p>' } }).expect(200);
    const res = await save({ agreement: { title: '  ', subtitle: '', version: ' ', text: '<p><br></p><p>&nbsp;</p>' } }).expect(
      200,
    );
    expect(res.body.agreement).toBeNull();
    const row = await stored();
    expect([row.agreement_title, row.agreement_subtitle, row.agreement_version, row.agreement_text]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const scriptOnly = await save({ waiver: { title: '', subtitle: '', version: '', text: '<script>alert(1)</script>' } }).expect(
      200,
    );
    expect(scriptOnly.body.waiver).toBeNull();
  });

  it('keeps a document with any part present: text sanitised, the other parts trimmed', async () => {
    const res = await save({
      waiver: {
        title: ' Waiver ',
        subtitle: ' 2026 ',
        version: ' v2 ',
        text: '<p onclick="x()">Sign <b>here</b></p><script>x</script>',
      },
    }).expect(200);
    expect(res.body.waiver).toEqual({ title: 'Waiver', subtitle: '2026', version: 'v2', text: '<p>Sign <b>here</b></p>' });
    const titleOnly = await save({ agreement: { title: 'Rules', subtitle: '', version: '', text: '' } }).expect(200);
    expect(titleOnly.body.agreement).toEqual({ title: 'Rules', subtitle: '', version: '', text: '' });
    await save({ waiver: null }).expect(200);
    expect((await stored()).waiver_title).toBeNull();
  });

  it.each([
    ['body.name', { name: '   ' }],
    ['body.name', { name: '' }],
    ['body.name', { name: 'x'.repeat(151) }],
    ['body.founded', { founded: '13/01/2010' }],
    ['body.founded', { founded: '2010-01-01' }],
    ['body.status', { status: 'archived' }],
    ['body.rankingDisabled', { rankingDisabled: 'yes' }],
    ['body.image', { image: 999999 }],
    [
      'body.socials.facebook',
      { socials: { facebook: 'x'.repeat(301), instagram: null, twitter: null, youtube: null, website: null } },
    ],
    ['body.agreement.title', { agreement: { title: 'x'.repeat(201), subtitle: '', version: '', text: '' } }],
    ['body.waiver.text', { waiver: { title: '', subtitle: '', version: '', text: 5 } }],
    ['body.colour', { colour: 'red' }],
  ])('answers 400 naming %s (case %#)', async (field, body) => {
    const res = await save(body).expect(400);
    expect(res.body.error.details.field).toBe(field);
  });
});
