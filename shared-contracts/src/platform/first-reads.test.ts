import { allRoutes } from '../routes/index.js';
import { FIRST_READS, firstGridListRead, firstReadUrl, firstReadUrls } from './first-reads.js';
import * as SITE_PAGES from './site-paths.js';

describe('firstReadUrls', () => {
  it('answers the URLs a page requests first, query keys in the page’s order', () => {
    expect(firstReadUrls('/', '/api')).toEqual([
      '/api/events?p=0&pp=3&t=now&s=date-asc',
      '/api/events?p=0&pp=3&t=future&s=date-asc',
      '/api/workshops',
    ]);
    expect(firstReadUrls('/events', '/api')).toEqual(['/api/events/tabs']);
    expect(firstReadUrls('/event/12', '/api')).toEqual(['/api/events/12']);
    expect(firstReadUrls('/battle/7/brackets', '/api')).toEqual(['/api/battles/7', '/api/battles/7/brackets']);
    expect(firstReadUrls('/sparring/3/', '/api')).toEqual(['/api/sparrings/3']);
    expect(firstReadUrls('/organizations', 'https://cypher.example/api')).toEqual(['https://cypher.example/api/orgs?p=0&pp=100']);
    expect(firstReadUrls('/members', '/api')).toEqual(['/api/users/count', '/api/users?p=0&pp=50&sb=name-asc']);
  });

  it('answers nothing for pages without a fixed first read, ids that are not numbers and unknown paths', () => {
    for (const path of ['/events/calendar', '/login', '/event/abc', '/event/1/checkin/x', '/battle/', '/no-such-page', '/faq']) {
      expect([path, firstReadUrls(path, '/api')]).toEqual([path, []]);
    }
  });

  it('names only pages of the site and GET routes that exist', () => {
    const names = new Map(allRoutes.map((route) => [route.name, route]));
    for (const [page, reads] of Object.entries(FIRST_READS)) {
      expect([page, page === 'home' || page in SITE_PAGES]).toEqual([page, true]);
      for (const read of reads!({ id: '1' }))
        expect([page, read.route, names.get(read.route)?.method]).toEqual([page, read.route, 'GET']);
    }
  });
});

describe('firstGridListRead', () => {
  it('is the grid’s first list as its page asks for it, once the tab counts are in', () => {
    const read = firstGridListRead({ now: 0, future: 3, past: 1, draft: 0 });
    expect(firstReadUrl(read!, '/api')).toBe('/api/events?p=0&pp=50&t=future&s=date-asc');
    expect(firstGridListRead({ now: 0, future: 0, past: 0, draft: 1 })).toBeNull();
  });
});
