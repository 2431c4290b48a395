import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createImagesService } from '../src/services/images-service.js';
import { createRepositories } from '../src/repositories/index.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
let imageId: number;
/** A half-transparent 200 × 100 PNG; the WebP tests use it, as the tests above empty the first one's file. */
let translucentId: number;

/** What Chromium sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** The Vary header's names, lower-cased (the app also varies on Origin for CORS). */
const varyNames = (res: { headers: Record<string, string> }) =>
  (res.headers['vary'] ?? '').split(',').map((name) => name.trim().toLowerCase());

beforeAll(async () => {
  ctx = await createTestContext();
  const images = createImagesService(createRepositories(ctx.db), { now: () => new Date(), imagesDir: ctx.imagesDir });
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  imageId = await images.store(png, null);
  const translucent = await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 41, g: 128, b: 185, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  translucentId = await images.store(translucent, null);
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
    fs.writeFileSync(path.join(ctx.imagesDir, 'variants', `${storageKey}-120x0.png`), '');
    const copy = await ctx.api().get(`/images/${imageId}?w=120`).expect(200);
    expect(await sharp(copy.body).metadata()).toMatchObject({ width: 120, height: 60 });
    expect(fs.statSync(path.join(ctx.imagesDir, 'variants', `${storageKey}-120x0.png`)).size).toBe(copy.body.length);
    fs.writeFileSync(path.join(ctx.imagesDir, storageKey), '');
    await ctx.api().get(`/images/${imageId}`).expect(404);
  });
});

describe('GET /images/:id as WebP', () => {
  it('answers a resized WebP of the asked size to a browser that accepts it, varying on Accept', async () => {
    const res = await ctx.api().get(`/images/${translucentId}?w=80&h=60`).set('Accept', BROWSER_ACCEPT).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(varyNames(res)).toContain('accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width: 80, height: 60 });
  });

  it('keeps the alpha channel of a transparent PNG', async () => {
    const res = await ctx.api().get(`/images/${translucentId}?w=50`).set('Accept', 'image/webp').expect(200);
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width: 50, height: 25, hasAlpha: true });
    // Half-transparent still, not flattened onto a background.
    expect((await sharp(res.body).stats()).channels[3]?.mean).toBeCloseTo(128, -1);
  });

  it('answers the original format to */* (link previews) and to a refused WebP, still varying on Accept', async () => {
    for (const accept of ['*/*', 'image/webp;q=0, image/*']) {
      const res = await ctx.api().get(`/images/${translucentId}?w=64`).set('Accept', accept).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(varyNames(res)).toContain('accept');
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
    }
  });

  it('keeps the PNG and the WebP copy of one size apart: PNG asked after WebP is PNG', async () => {
    const webp = await ctx.api().get(`/images/${translucentId}?w=90&h=90`).set('Accept', BROWSER_ACCEPT).expect(200);
    const png = await ctx.api().get(`/images/${translucentId}?w=90&h=90`).set('Accept', '*/*').expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.body).metadata()).format).toBe('png');
    // And the other way round, now that both are on disk.
    const webpAgain = await ctx.api().get(`/images/${translucentId}?w=90&h=90`).set('Accept', BROWSER_ACCEPT).expect(200);
    expect(webpAgain.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(webpAgain.body, webp.body)).toBe(0);
    const { storage_key: storageKey } = await ctx.db('images').where({ id: translucentId }).first('storage_key');
    const copies = fs.readdirSync(path.join(ctx.imagesDir, 'variants')).filter((name) => name.includes('-90x90'));
    expect(copies.sort()).toEqual([`${storageKey}-90x90.png`, `${storageKey}-90x90.webp`]);
  });

  it('never converts the original, and answers it without Vary: Accept', async () => {
    const plain = await ctx.api().get(`/images/${translucentId}`).expect(200);
    const res = await ctx.api().get(`/images/${translucentId}`).set('Accept', BROWSER_ACCEPT).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(varyNames(res)).not.toContain('accept');
    expect(Buffer.compare(res.body, plain.body)).toBe(0);
  });

  it('refuses bad input as it does without WebP', async () => {
    for (const url of [
      `/images/${translucentId}?w=0`,
      `/images/${translucentId}?h=abc`,
      '/images/x?w=10',
      '/images/999999?w=10',
    ]) {
      const plain = await ctx.api().get(url);
      const webp = await ctx.api().get(url).set('Accept', BROWSER_ACCEPT);
      expect(plain.status).toBeGreaterThanOrEqual(400);
      expect([webp.status, webp.body]).toEqual([plain.status, plain.body]);
    }
    const bad = await ctx.api().get(`/images/${translucentId}?w=0`).set('Accept', BROWSER_ACCEPT).expect(400);
    expect(bad.body.error).toMatchObject({ code: 'bad_request', details: { field: 'query.w' } });
  });
});
