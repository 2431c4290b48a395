// Home's image preload (home-image.mjs) against a real HTTP server standing in for the API's two
// lists: which event's image it names, the card's srcset and sizes, the short keep, and silence
// when the API fails.
import http from 'node:http';
import { EVENT_CARD_IMAGE } from '@cypher/contracts';
import { createHomeImage, homeImagePreload } from './home-image.mjs';

let lists;
let reads = 0;
let server;
let origin;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    reads += 1;
    const answer = url.pathname === '/api/events' ? lists[url.searchParams.get('t')] : undefined;
    if (answer === undefined) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reads = 0;
});

describe('homeImagePreload', () => {
  it('names the image of the first event happening now, with the card’s copies and sizes', async () => {
    lists = { now: [{ id: 1, image: 11 }], future: [{ id: 2, image: 22 }] };
    const tag = await homeImagePreload(origin);
    expect(tag).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/11?w=800&amp;h=500"' +
        ' imagesrcset="/api/images/11?w=320&amp;h=200 320w, /api/images/11?w=480&amp;h=300 480w, /api/images/11?w=800&amp;h=500 800w"' +
        ` imagesizes="${EVENT_CARD_IMAGE.sizes}" />`,
    );
  });

  it('takes the first upcoming event when nothing happens now, and nothing when it has no image', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    expect(await homeImagePreload(origin)).toContain('href="/api/images/22?w=800&amp;h=500"');
    lists = { now: [{ id: 1, image: null }], future: [{ id: 2, image: 22 }] };
    expect(await homeImagePreload(origin)).toBe('');
  });

  it('adds nothing when a list fails', async () => {
    lists = { now: [] };
    expect(await homeImagePreload(origin)).toBe('');
  });
});

describe('createHomeImage', () => {
  it('reads the lists for Home only, and once per 30 seconds', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    let clock = 0;
    const imageFor = createHomeImage({ now: () => clock });
    expect(await imageFor('/events', origin)).toBe('');
    expect(reads).toBe(0);
    const first = await imageFor('/', origin);
    expect(first).toContain('/api/images/22?');
    expect(reads).toBe(2);
    lists = { now: [], future: [{ id: 3, image: 33 }] };
    clock = 29_000;
    expect(await imageFor('/', origin)).toBe(first);
    expect(reads).toBe(2);
    clock = 31_000;
    expect(await imageFor('/', origin)).toContain('/api/images/33?');
    expect(reads).toBe(4);
  });
});
