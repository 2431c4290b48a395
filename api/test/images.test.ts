import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createImagesService } from '../src/services/images-service.js';
import { createRepositories } from '../src/repositories/index.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
let imageId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const images = createImagesService(createRepositories(ctx.db), { now: () => new Date(), imagesDir: ctx.imagesDir });
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  imageId = await images.store(png, null);
});
afterAll(() => ctx.close());

describe('GET /images/:id', () => {
  it('serves the original with year-long immutable caching', async () => {
    const res = await ctx.api().get(`/images/${imageId}`).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.body).metadata()).width).toBe(400);
  });

  it('resizes to w × h (cover) and to w alone keeping proportions', async () => {
    const square = await ctx.api().get(`/images/${imageId}?w=48&h=48`).expect(200);
    expect(await sharp(square.body).metadata()).toMatchObject({ width: 48, height: 48, format: 'png' });
    const wide = await ctx.api().get(`/images/${imageId}?w=100`).expect(200);
    expect(await sharp(wide.body).metadata()).toMatchObject({ width: 100, height: 50 });
    // The second request is served from the cached variant with the same bytes.
    const again = await ctx.api().get(`/images/${imageId}?w=48&h=48`).expect(200);
    expect(Buffer.compare(again.body, square.body)).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
    // Copies are written under a temporary name and renamed: none is left behind.
    expect(fs.readdirSync(path.join(ctx.imagesDir, 'variants')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never serves an empty file: an empty copy is made again, an empty original is missing', async () => {
    const { storage_key: storageKey } = await ctx.db('images').where({ id: imageId }).first('storage_key');
    // What a crash in the middle of writing a copy used to leave behind.
    fs.mkdirSync(path.join(ctx.imagesDir, 'variants'), { recursive: true });
    fs.writeFileSync(path.join(ctx.imagesDir, 'variants', `${storageKey}-120x0`), '');
    const copy = await ctx.api().get(`/images/${imageId}?w=120`).expect(200);
    expect(await sharp(copy.body).metadata()).toMatchObject({ width: 120, height: 60 });
    expect(fs.statSync(path.join(ctx.imagesDir, 'variants', `${storageKey}-120x0`)).size).toBe(copy.body.length);
    fs.writeFileSync(path.join(ctx.imagesDir, storageKey), '');
    await ctx.api().get(`/images/${imageId}`).expect(404);
  });
});
