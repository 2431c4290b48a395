// The card hints (card-hints.mjs) against a real HTTP server standing in for the API's lists and
// tab counts: which event's image they name, the card's srcset and sizes, the grid's first list as
// the page asks for it, the short keep, and silence when the API fails.
import http from 'node:http';
import { EVENT_CARD_IMAGE } from '@cypher/contracts';
import { cardTags, createCardHints, gridCards, homeCards } from './card-hints.mjs';

/** The lists by period (`t`), the tab counts; a missing answer is a 500. */
let lists;
let counts;
let asked = [];
let server;
let origin;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    asked.push(url.pathname + url.search);
    const answer =
      url.pathname === '/api/events/tabs'
        ? counts
        : url.pathname === '/api/events'
          ? lists[url.searchParams.get('t')]
          : undefined;
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
  asked = [];
  lists = {};
  counts = undefined;
});

describe('homeCards', () => {
  it('names the image of the first event happening now', async () => {
    lists = { now: [{ id: 1, image: 11 }], future: [{ id: 2, image: 22 }] };
    expect(await homeCards(origin)).toEqual({ list: null, image: 11 });
  });

  it('takes the first upcoming event when nothing happens now, and no image when it has none', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    expect(await homeCards(origin)).toEqual({ list: null, image: 22 });
    lists = { now: [{ id: 1, image: null }], future: [{ id: 2, image: 22 }] };
    expect(await homeCards(origin)).toEqual({ list: null, image: null });
  });

  it('fails when a list fails', async () => {
    lists = { now: [] };
    await expect(homeCards(origin)).rejects.toThrow(/answered 500/);
  });
});

describe('gridCards', () => {
  it('reads the first period with events in its default order, as the grid asks for it', async () => {
    counts = { now: 0, future: 0, past: 4, draft: 0 };
    lists = { past: [{ id: 7, image: 70 }] };
    expect(await gridCards(origin)).toEqual({ list: '/api/events?p=0&pp=50&t=past&s=date-desc', image: 70 });
    expect(asked).toEqual(['/api/events/tabs', '/api/events?p=0&pp=50&t=past&s=date-desc']);
  });

  it('takes events happening now before upcoming ones', async () => {
    counts = { now: 1, future: 3, past: 4, draft: 0 };
    lists = { now: [{ id: 1, image: null }] };
    expect(await gridCards(origin)).toEqual({ list: '/api/events?p=0&pp=50&t=now&s=date-asc', image: null });
  });

  it('reads no list when no period has events', async () => {
    counts = { now: 0, future: 0, past: 0, draft: 2 };
    expect(await gridCards(origin)).toEqual({ list: null, image: null });
    expect(asked).toEqual(['/api/events/tabs']);
  });
});

describe('cardTags', () => {
  it('preloads the card’s copies with its sizes, and the list for signed-out visitors only', () => {
    const cards = { list: '/api/events?p=0&pp=50&t=now&s=date-asc', image: 11 };
    const image =
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/11?w=800&amp;h=500"' +
      ' imagesrcset="/api/images/11?w=320&amp;h=200 320w, /api/images/11?w=480&amp;h=300 480w, /api/images/11?w=800&amp;h=500 800w"' +
      ` imagesizes="${EVENT_CARD_IMAGE.sizes}" />`;
    expect(cardTags(cards, { signedIn: false })).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/events?p=0&amp;pp=50&amp;t=now&amp;s=date-asc">' + image,
    );
    expect(cardTags(cards, { signedIn: true })).toBe(image);
    expect(cardTags({ list: null, image: null }, { signedIn: false })).toBe('');
  });
});

describe('createCardHints', () => {
  it('reads for Home and the grid only, each once per 30 seconds', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    counts = { now: 0, future: 1, past: 0, draft: 0 };
    let clock = 0;
    const hintsFor = createCardHints({ now: () => clock });
    expect(await hintsFor('/events/map', { apiOrigin: origin })).toBe('');
    expect(asked).toEqual([]);
    const home = await hintsFor('/', { apiOrigin: origin });
    expect(home).toContain('/api/images/22?');
    const grid = await hintsFor('/events', { apiOrigin: origin });
    expect(grid).toContain('href="/api/events?p=0&amp;pp=50&amp;t=future&amp;s=date-asc"');
    expect(await hintsFor('/events/grid/', { apiOrigin: origin })).toBe(grid);
    expect(asked).toHaveLength(4);
    lists = { now: [], future: [{ id: 3, image: 33 }] };
    clock = 29_000;
    expect(await hintsFor('/', { apiOrigin: origin })).toBe(home);
    expect(asked).toHaveLength(4);
    clock = 31_000;
    expect(await hintsFor('/', { apiOrigin: origin })).toContain('/api/images/33?');
    expect(asked).toHaveLength(6);
  });

  it('names nothing on a grid address that asks for another list, or when the API fails', async () => {
    counts = { now: 0, future: 1, past: 0, draft: 0 };
    lists = { future: [{ id: 2, image: 22 }] };
    const hintsFor = createCardHints();
    expect(await hintsFor('/events', { apiOrigin: origin, query: { k: 'bboy' } })).toBe('');
    expect(await hintsFor('/events/grid', { apiOrigin: origin, query: { o: '5' } })).toBe('');
    expect(asked).toEqual([]);
    counts = undefined;
    expect(await hintsFor('/events', { apiOrigin: origin, query: { utm_source: 'flyer' } })).toBe('');
  });
});
