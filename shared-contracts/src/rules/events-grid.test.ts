import { eventsGridQuery, firstGridSearch, gridPeriods } from './events-grid.js';

describe('gridPeriods', () => {
  it('shows the periods holding events in the order now, future, past, never drafts', () => {
    expect(gridPeriods({ now: 0, future: 2, past: 5, draft: 9 })).toEqual(['future', 'past']);
    expect(gridPeriods({ now: 1, future: 0, past: 0, draft: 0 })).toEqual(['now']);
    expect(gridPeriods({ now: 0, future: 0, past: 0, draft: 3 })).toEqual([]);
  });
});

describe('firstGridSearch', () => {
  it('chooses the first period with events in its default order (past latest first)', () => {
    expect(firstGridSearch({ now: 2, future: 1, past: 1, draft: 0 })).toEqual({
      period: 'now',
      sort: 'date-asc',
      keyword: '',
      orgIds: undefined,
    });
    expect(firstGridSearch({ now: 0, future: 0, past: 1, draft: 0 })?.sort).toBe('date-desc');
    expect(firstGridSearch({ now: 0, future: 0, past: 0, draft: 1 })).toBeNull();
  });
});

describe('eventsGridQuery', () => {
  it('asks 50 a page and leaves out an empty keyword', () => {
    const search = { period: 'future', sort: 'name-asc', keyword: '', orgIds: '3,4' } as const;
    expect(eventsGridQuery(search, 2)).toEqual({ p: 2, pp: 50, t: 'future', s: 'name-asc', k: undefined, o: '3,4' });
    expect(eventsGridQuery({ ...search, keyword: 'top rock' }, 0).k).toBe('top rock');
  });
});
