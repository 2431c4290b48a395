import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORGS_PAGE_SIZE, type EventTabCounts, type OrgList } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';
import { eventPreview, tabCounts } from '../test/fixtures';
import { FakeIntersectionObserver } from '../test/intersection-observer';
import { listQueries, renderEvents } from '../test/render-events';

const orgList = (names: string[], totals = { totalCurrent: 2, totalFuture: 5, totalPast: 9 }): OrgList => ({
  items: names.map((name, i) => ({
    id: i + 7,
    name,
    image: null,
    status: 'published' as const,
    membersCount: 0,
    current: i,
    future: i + 1,
    past: i + 2,
  })),
  ...totals,
  total: names.length,
});

function api(counts: EventTabCounts, orgs: (query: Record<string, unknown>) => OrgList) {
  return (call: FakeCall) => {
    // With a keyword (the search dialog's counts): what it finds.
    if (call.route.name === 'events.tabs') return call.input.query?.k ? { now: 0, future: 2, past: 5, draft: 0 } : counts;
    if (call.route.name === 'events.list')
      return [eventPreview(1, { title: `o=${call.input.query?.o ?? ''} k=${call.input.query?.k ?? ''}` })];
    if (call.route.name === 'orgs.list') return orgs(call.input.query ?? {});
    throw new Error(`unexpected call ${call.route.name}`);
  };
}
const orgQueries = (calls: FakeCall[]) => calls.filter((call) => call.route.name === 'orgs.list').map((call) => call.input.query);

beforeEach(() => FakeIntersectionObserver.install());

describe('the organization filter dialog', () => {
  it('lists organizations with their counts and the totals, and ticking one filters the grid', async () => {
    const { platform } = renderEvents(
      '/events',
      api(tabCounts({ now: 1 }), () => orgList(['West Side Crew', 'Bronx Kings'])),
    );
    expect(await screen.findByText('o= k=')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Organizations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by organization' });
    expect(await within(dialog).findByText('West Side Crew')).toBeInTheDocument();
    // Focus starts in the search box.
    expect(within(dialog).getByRole('searchbox', { name: 'Search organizations' })).toHaveFocus();
    expect(within(dialog).getByText('All organizations').parentElement).toHaveTextContent('Now 2 · Future 5 · Past 9');
    expect(within(dialog).getByText('Bronx Kings').parentElement).toHaveTextContent('Now 1 · Future 2 · Past 3');
    expect(orgQueries(platform.calls)).toEqual([{ p: 0, pp: ORGS_PAGE_SIZE }]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Bronx Kings/ }));
    expect(await screen.findByText('o=8 k=')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Organizations (1)' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /West Side Crew/ }));
    expect(await screen.findByText('o=8,7 k=')).toBeInTheDocument();
    expect(listQueries(platform.calls).map((q) => q.o)).toEqual([undefined, '8', '8,7']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show every organization' }));
    expect(await screen.findByText('o= k=')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Organizations' })).toHaveFocus();
  });

  it('searches trimmed once typing pauses, and pages on with Show more', async () => {
    const { platform } = renderEvents(
      '/events',
      api(tabCounts({ now: 1 }), (q) =>
        q.k ? { ...orgList([`Match ${q.p}`]), total: ORGS_PAGE_SIZE + 1 } : orgList(['Anything']),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Organizations' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Anything')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: '  West SIDE  ' } });
    expect(await within(dialog).findByText('Match 0', undefined, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more organizations' }));
    expect(await within(dialog).findByText('Match 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show more organizations' })).toBeNull();
    expect(orgQueries(platform.calls)).toEqual([
      { p: 0, pp: ORGS_PAGE_SIZE },
      { p: 0, pp: ORGS_PAGE_SIZE, k: 'West SIDE' },
      { p: 1, pp: ORGS_PAGE_SIZE, k: 'West SIDE' },
    ]);
  });

  it('says so when no organization matches', async () => {
    renderEvents(
      '/events',
      api(tabCounts({ now: 1 }), () => orgList([], { totalCurrent: 0, totalFuture: 0, totalPast: 0 })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Organizations' }));
    expect(await screen.findByText('No organizations match this search')).toBeInTheDocument();
  });
});

describe('the search dialog of small screens', () => {
  it('opens from the button with focus in the box, and its keyword reaches the list after 1.2 s', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderEvents(
        '/events',
        api(tabCounts({ now: 1 }), () => orgList([])),
      );
      expect(await screen.findByText('o= k=')).toBeInTheDocument();
      const open = screen.getByRole('button', { name: /Search events/ });
      fireEvent.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Search events' });
      const box = within(dialog).getByRole('searchbox', { name: 'Search events' });
      expect(box).toHaveFocus();
      fireEvent.change(box, { target: { value: 'bronx' } });
      // Half a second after the typing stops, the dialog says what the keyword finds per period.
      await act(async () => jest.advanceTimersByTime(500));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Now 0 · Future 2 · Past 5');
      expect(platform.calls.filter((call) => call.route.name === 'events.tabs').map((call) => call.input.query)).toContainEqual({
        k: 'bronx',
      });
      await act(async () => jest.advanceTimersByTime(600));
      expect(listQueries(platform.calls)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(200));
      expect(listQueries(platform.calls).map((q) => q.k)).toEqual([undefined, 'bronx']);
      // Enter closes the dialog; the button says what is searched and takes the focus back.
      fireEvent.submit(box);
      expect(screen.queryByRole('dialog')).toBeNull();
      const button = screen.getByRole('button', { name: /Search: bronx/ });
      expect(button).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(screen.getByText('o= k=bronx')).toBeInTheDocument());
  });
});

describe('the keyword across the views', () => {
  it('settles into the address (k), the Map and Calendar links carry it, and the calendar asks with it', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderEvents(
        '/events?o=8',
        api(tabCounts({ now: 1 }), () => orgList([])),
      );
      expect(await screen.findByText('o=8 k=')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Search events'), { target: { value: ' bronx ' } });
      await act(async () => jest.advanceTimersByTime(1_300));
      expect(await screen.findByText('o=8 k=bronx')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/events/map?o=8&k=bronx');
      fireEvent.click(screen.getByRole('link', { name: 'Calendar' }));
      await waitFor(() => expect(listQueries(platform.calls).at(-1)).toMatchObject({ o: '8', k: 'bronx', pp: 999 }));
      expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('bronx');
    } finally {
      jest.useRealTimers();
    }
  });
});
