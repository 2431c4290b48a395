import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSiteSettingsRepository } from '../src/repositories/site-settings-repository.js';

/** GET /home-banner: the event the `home_banner_event_id` site setting names, while it can be shown. */
let ctx: TestContext;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
});
afterAll(() => ctx.close());

const setBanner = (value: string | null) => createSiteSettingsRepository(ctx.db).set('home_banner_event_id', value, new Date());
const banner = async () =>
  (await ctx.api().get('/home-banner').expect(200)).body as { event: { id: number; title: string; period: string } | null };

describe('GET /home-banner', () => {
  it('answers null while no banner is set', async () => {
    expect(await banner()).toEqual({ event: null });
  });

  it('answers the configured published event as a preview, to anyone', async () => {
    const id = await f.event({ title: 'Banner Jam', status: 'published', startDays: 5, endDays: 6 });
    await setBanner(String(id));
    expect((await banner()).event).toMatchObject({ id, title: 'Banner Jam', period: 'future', status: 'published' });
  });

  it('follows a change of the setting (written again, not added)', async () => {
    const id = await f.event({ title: 'Second Banner Jam', status: 'published', startDays: -1, endDays: 1 });
    await setBanner(String(id));
    expect((await banner()).event).toMatchObject({ id, title: 'Second Banner Jam', period: 'now' });
    expect(Number(((await ctx.db('site_settings').count({ n: '*' }).first()) as { n: unknown }).n)).toBe(1);
  });

  it.each([
    ['a draft', () => f.event({ title: 'Draft', status: 'draft', startDays: 5, endDays: 6 }).then(String)],
    [
      'a deleted event',
      () => f.event({ title: 'Gone', status: 'published', startDays: 5, endDays: 6, deleted: true }).then(String),
    ],
    ['an unknown id', async () => '999999'],
    ['a value that is no id', async () => 'soon'],
    ['a cleared setting', async () => null],
  ])('answers null for %s', async (_name, value) => {
    await setBanner(await value());
    expect(await banner()).toEqual({ event: null });
  });
});
