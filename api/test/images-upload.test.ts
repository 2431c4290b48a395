import sharp from 'sharp';
import { ERRORS } from '@cypher/contracts';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
let dancer: SignedInDancer;
beforeAll(async () => {
  ctx = await createTestContext();
  dancer = await createSignedInDancer(ctx.db);
});
afterAll(() => ctx.close());

const picture = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#1e88e5' } })
    .toFormat(format)
    .toBuffer();

describe('POST /images', () => {
  it('stores a png and a jpeg with their size, under a generated name', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const res = await ctx
        .api()
        .post('/images')
        .set(dancer.auth)
        .attach('file', await picture(format), { filename: '../../evil name.gif' })
        .expect(200);
      const row = await ctx.db('images').where({ id: res.body.id }).first();
      expect(row).toMatchObject({ width: 64, height: 32, mime: `image/${format}`, uploaded_by_user_id: dancer.profileId });
      expect(row.storage_key).toMatch(/^[0-9a-f-]{36}\.(png|jpg)$/);
      const served = await ctx.api().get(`/images/${res.body.id}`).expect(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
    }
  });

  it('refuses gif and text naming the file field, and a missing file', async () => {
    const gif = await ctx
      .api()
      .post('/images')
      .set(dancer.auth)
      .attach('file', await picture('gif'), 'a.png')
      .expect(400);
    expect(gif.body.error.details.field).toBe('file');
    const text = await ctx.api().post('/images').set(dancer.auth).attach('file', Buffer.from('hello'), 'a.jpg').expect(400);
    expect(text.body.error.details.field).toBe('file');
    // png magic number with garbage after it: not a readable image.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect(
      (await ctx.api().post('/images').set(dancer.auth).attach('file', fake, 'a.png').expect(400)).body.error.details.field,
    ).toBe('file');
    const none = await ctx.api().post('/images').set(dancer.auth).field('other', 'x').expect(400);
    expect(none.body.error.details.field).toBe('file');
  });

  it('refuses a jpeg cut off after its header: the whole image must decode', async () => {
    // Noise, so the compressed scan is long and the cut falls inside it, past the header.
    const pixels = Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const res = await ctx.api().post('/images').set(dancer.auth).attach('file', truncated, 'cut.jpg').expect(400);
    expect(res.body.error.details).toEqual({ field: 'file', rule: 'decode' });
    await ctx.api().post('/images').set(dancer.auth).attach('file', jpeg, 'whole.jpg').expect(200);
  });

  it('refuses more than 10,000,000 bytes with 413', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(10_000_001)]);
    const res = await ctx.api().post('/images').set(dancer.auth).attach('file', big, 'big.png').expect(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', message: ERRORS.imageTooLarge });
  });

  it('needs a sign-in and an own profile', async () => {
    await ctx
      .api()
      .post('/images')
      .attach('file', await picture('png'), 'a.png')
      .expect(401);
    const stranger = await createSignedInDancer(ctx.db);
    await ctx
      .api()
      .post('/images')
      .set(dancer.as(stranger.profileId))
      .attach('file', await picture('png'), 'a.png')
      .expect(403);
  });
});
