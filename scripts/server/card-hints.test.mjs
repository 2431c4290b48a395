// The card hints (card-hints.mjs) against a real HTTP server standing in for the API's lists and
// tab counts: which event's image they name, the card's srcset and sizes, the grid's first list as
// the page asks for it, the short keep, forgetting on a write, and silence when the API fails.
import http from 'node:http';
import express from 'express';
import { EVENT_CARD_IMAGE, FEATURED_EVENT_CARD_SIZES, ORG_IMAGE } from '@cypher/contracts';
import {
  cardTags,
  createCardHints,
  forgetCardsOnWrites,
  gridCards,
  homeCards,
  organizationCards,
  organizationsCards,
} from './card-hints.mjs';

/** The lists by period (`t`), the tab counts, the organizations by path; a missing answer is a 500. */
let lists;
let counts;
let orgs;
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
          : orgs[url.pathname + url.search];
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
  orgs = {};
});

describe('homeCards', () => {
  it('names the image of the first event happening now', async () => {
    lists = { now: [{ id: 1, image: 11 }], future: [{ id: 2, image: 22 }] };
    expect(await homeCards(origin)).toEqual({ list: null, image: { id: 11, look: 'featuredCard' } });
  });

  it('takes the first upcoming event when nothing happens now, and no image when it has none', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    expect(await homeCards(origin)).toEqual({ list: null, image: { id: 22, look: 'featuredCard' } });
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
    expect(await gridCards(origin)).toEqual({
      list: '/api/events?p=0&pp=50&t=past&s=date-desc',
      image: { id: 70, look: 'eventCard' },
    });
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

describe('organizationsCards, organizationCards', () => {
  it('name the first organization’s card image on the list, and the header image on its page', async () => {
    orgs = {
      '/api/orgs?p=0&pp=100': {
        items: [
          { id: 5, image: 50 },
          { id: 6, image: 60 },
        ],
      },
      '/api/orgs/6': { id: 6, image: 60 },
    };
    expect(await organizationsCards(origin)).toEqual({ list: null, image: { id: 50, look: 'orgCard' } });
    expect(await organizationCards(origin, '/organization/6')).toEqual({ list: null, image: { id: 60, look: 'orgHeader' } });
    orgs = { '/api/orgs?p=0&pp=100': { items: [] } };
    expect(await organizationsCards(origin)).toEqual({ list: null, image: null });
    await expect(organizationCards(origin, '/organization/7')).rejects.toThrow(/answered 500/);
  });
});

describe('cardTags', () => {
  it('preloads the card’s copies with its sizes, and the list for signed-out visitors only', () => {
    const cards = { list: '/api/events?p=0&pp=50&t=now&s=date-asc', image: { id: 11, look: 'eventCard' } };
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

  it('preloads an organization’s image with the copies and sizes of its card or its header', () => {
    expect(cardTags({ list: null, image: { id: 5, look: 'orgCard' } }, { signedIn: false })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/5?w=300&amp;h=300" imagesrcset="' +
        '/api/images/5?w=240&amp;h=240 240w, /api/images/5?w=300&amp;h=300 300w, /api/images/5?w=480&amp;h=480 480w, /api/images/5?w=600&amp;h=600 600w"' +
        ` imagesizes="${ORG_IMAGE.card.sizes}" />`,
    );
    expect(cardTags({ list: null, image: { id: 5, look: 'orgHeader' } }, { signedIn: false })).toContain(
      'href="/api/images/5?w=1000&amp;h=1000" imagesrcset="/api/images/5?w=320&amp;h=320 320w,',
    );
  });
});

describe('createCardHints', () => {
  it('reads for Home and the grid only, each once per 2 seconds', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    counts = { now: 0, future: 1, past: 0, draft: 0 };
    let clock = 0;
    const hintsFor = createCardHints({ now: () => clock });
    expect(await hintsFor('/events/map', { apiOrigin: origin })).toBe('');
    expect(asked).toEqual([]);
    const home = await hintsFor('/', { apiOrigin: origin });
    expect(home).toContain('/api/images/22?');
    // Home's three columns, not the grid page's four.
    expect(home).toContain(`imagesizes="${FEATURED_EVENT_CARD_SIZES}"`);
    const grid = await hintsFor('/events', { apiOrigin: origin });
    expect(grid).toContain('href="/api/events?p=0&amp;pp=50&amp;t=future&amp;s=date-asc"');
    expect(await hintsFor('/events/grid/', { apiOrigin: origin })).toBe(grid);
    expect(asked).toHaveLength(4);
    lists = { now: [], future: [{ id: 3, image: 33 }] };
    clock = 1_900;
    expect(await hintsFor('/', { apiOrigin: origin })).toBe(home);
    expect(asked).toHaveLength(4);
    clock = 2_100;
    expect(await hintsFor('/', { apiOrigin: origin })).toContain('/api/images/33?');
    expect(asked).toHaveLength(6);
  });

  it('reads again after the API has accepted a write, not after a read or a refused write', async () => {
    lists = { now: [], future: [{ id: 2, image: 22 }] };
    const hintsFor = createCardHints({ now: () => 0 });
    // The composition server's mount of the API (app-server.mjs), with an API that answers anything.
    const app = express();
    app.use('/api', forgetCardsOnWrites(hintsFor), (req, res) => res.status(req.path === '/refused' ? 403 : 204).end());
    const apiServer = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const api = `http://127.0.0.1:${apiServer.address().port}/api/events/2`;
    const refused = `http://127.0.0.1:${apiServer.address().port}/api/refused`;
    try {
      expect(await hintsFor('/', { apiOrigin: origin })).toContain('/api/images/22?');
      // The first event's image changes: an edit through another process is only seen after the keep.
      lists = { now: [], future: [{ id: 2, image: 33 }] };
      expect((await fetch(api)).status).toBe(204);
      expect((await fetch(refused, { method: 'POST' })).status).toBe(403);
      expect(await hintsFor('/', { apiOrigin: origin })).toContain('/api/images/22?');
      expect(asked).toHaveLength(2);
      expect((await fetch(api, { method: 'PUT' })).status).toBe(204);
      expect(await hintsFor('/', { apiOrigin: origin })).toContain('/api/images/33?');
      expect(asked).toHaveLength(4);
    } finally {
      await new Promise((resolve) => apiServer.close(resolve));
    }
  });

  it('names nothing on a grid address that asks for another list, or when the API fails', async () => {
    counts = { now: 0, future: 1, past: 0, draft: 0 };
    lists = { future: [{ id: 2, image: 22 }] };
    const hintsFor = createCardHints();
    expect(await hintsFor('/events', { apiOrigin: origin, query: { k: 'bboy' } })).toBe('');
    expect(await hintsFor('/events/grid', { apiOrigin: origin, query: { o: '5' } })).toBe('');
    // A period tab or a sort the visitor chose (kept in the address for Back): not the first list.
    expect(await hintsFor('/events', { apiOrigin: origin, query: { t: 'past' } })).toBe('');
    expect(await hintsFor('/events/grid', { apiOrigin: origin, query: { s: 'name-asc' } })).toBe('');
    expect(asked).toEqual([]);
    counts = undefined;
    expect(await hintsFor('/events', { apiOrigin: origin, query: { utm_source: 'flyer' } })).toBe('');
  });

  it('gives an organization page’s image to signed-out visitors only, reading it on every request', async () => {
    orgs = { '/api/orgs/6': { id: 6, image: 60 }, '/api/orgs?p=0&pp=100': { items: [{ id: 6, image: 60 }] } };
    const hintsFor = createCardHints();
    expect(await hintsFor('/organization/6', { apiOrigin: origin, signedIn: true })).toBe('');
    expect(await hintsFor('/organizations', { apiOrigin: origin, signedIn: true })).toBe('');
    expect(asked).toEqual([]);
    expect(await hintsFor('/organization/6', { apiOrigin: origin })).toContain('/api/images/60?w=1000&amp;h=1000');
    expect(await hintsFor('/organization/6/', { apiOrigin: origin })).toContain('/api/images/60?w=1000&amp;h=1000');
    expect(await hintsFor('/organizations', { apiOrigin: origin })).toContain('/api/images/60?w=300&amp;h=300');
    expect(asked).toEqual(['/api/orgs/6', '/api/orgs/6', '/api/orgs?p=0&pp=100']);
  });
});
