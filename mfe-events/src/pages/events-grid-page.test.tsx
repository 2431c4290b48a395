import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { EVENTS_PAGE_SIZE, INFINITE_SCROLL_DISTANCE_PX, type EventTabCounts } from '@cypher/contracts';
import { EMPTY, EVENTS } from '@cypher/contracts/texts';
import { areaAt, createFakePlatform, type FakeCall } from '@cypher/contracts/testing';
import EventsRoutes from '../routes';
import { eventDetail, eventPreview, eventPreviews, tabCounts } from '../test/fixtures';
import { FakeIntersectionObserver } from '../test/intersection-observer';
import { listQueries, renderEvents } from '../test/render-events';
import { EVENT_LABELS } from '../features/event-detail/labels';

/** A fake API: tab counts, and list pages chosen by the test from the request's query. */
function api(counts: EventTabCounts, list: (query: Record<string, unknown>) => unknown) {
  return (call: FakeCall) => {
    if (call.route.name === 'events.tabs') return counts;
    if (call.route.name === 'events.list') return list(call.input.query ?? {});
    throw new Error(`unexpected call ${call.route.name}`);
  };
}

const cards = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => FakeIntersectionObserver.install());

describe('events grid page', () => {
  it('shows tabs only for periods with events and preselects the first of them', async () => {
    const { platform } = renderEvents(
      '/events',
      api(tabCounts({ now: 0, future: 2, past: 4 }), (q) => (q.t === 'future' ? [eventPreview(1, { title: 'Summer Jam' })] : [])),
    );

    expect(await screen.findByText('Summer Jam')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([EVENTS.periodTabs.future, EVENTS.periodTabs.past]);
    expect(screen.getByRole('tab', { name: EVENTS.periodTabs.future })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: EVENTS.periodTabs.now })).toBeNull();
    // Future events sort ascending by default; the first page of 50.
    expect(listQueries(platform.calls)).toEqual([
      { p: 0, pp: EVENTS_PAGE_SIZE, t: 'future', s: 'date-asc', k: undefined, o: undefined },
    ]);
  });

  it('shows the empty text when the list has no events, and without asking when no period has any', async () => {
    renderEvents(
      '/events',
      api(tabCounts({ now: 1 }), () => []),
    );
    expect(await screen.findByText(EMPTY.events)).toBeInTheDocument();

    const second = renderEvents(
      '/events',
      api(tabCounts({}), () => [eventPreview(1)]),
    );
    await waitFor(() => expect(second.platform.calls).toHaveLength(1));
    // The counts' first answer is drawn as a transition (useApi): wait for it, then check nothing else was asked.
    expect(await within(second.container).findByText(EMPTY.events)).toBeInTheDocument();
    expect(within(second.container).queryByRole('tab')).toBeNull();
    expect(listQueries(second.platform.calls)).toEqual([]);
  });

  it('restarts the list from page 0 when the tab, the sort field or the direction changes', async () => {
    const { platform } = renderEvents(
      '/events',
      api(tabCounts({ now: 3, past: 3 }), (q) => [eventPreview(q.t === 'now' ? 1 : 2, { title: `${q.t} ${q.s}` })]),
    );
    expect(await screen.findByText('now date-asc')).toBeInTheDocument();

    // Past events default to descending.
    fireEvent.click(screen.getByRole('tab', { name: EVENTS.periodTabs.past }));
    expect(await screen.findByText('past date-desc')).toBeInTheDocument();
    expect(screen.queryByText('now date-asc')).toBeNull();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    expect(await screen.findByText('past name-desc')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Descending/ }));
    expect(await screen.findByText('past name-asc')).toBeInTheDocument();
    expect(cards()).toEqual(['past name-asc']);

    expect(listQueries(platform.calls).map((q) => [q.p, q.t, q.s])).toEqual([
      [0, 'now', 'date-asc'],
      [0, 'past', 'date-desc'],
      [0, 'past', 'name-desc'],
      [0, 'past', 'name-asc'],
    ]);
  });

  it('keeps the chosen period and sort in the address, so All events and Back return to them', async () => {
    // The browser's Back, and the address the visitor sees.
    let navigate: NavigateFunction = () => undefined;
    function Browser() {
      navigate = useNavigate();
      const { pathname, search } = useLocation();
      return <output aria-label="address">{pathname + search}</output>;
    }
    const address = () => screen.getByRole('status', { name: 'address' }).textContent;
    const lists = api(tabCounts({ now: 3, past: 3 }), (q) => [eventPreview(q.t === 'now' ? 1 : 2, { title: `${q.t} ${q.s}` })]);
    const platform = createFakePlatform((call) =>
      call.route.name === 'events.get' ? eventDetail({ id: 2, title: 'Past Jam' }) : lists(call),
    );
    render(areaAt(EventsRoutes, platform, '/events/grid?o=5', <Browser />));
    expect(await screen.findByText('now date-asc')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: EVENTS.periodTabs.past }));
    await waitFor(() => expect(address()).toBe('/events/grid?o=5&t=past'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Descending/ }));
    expect(await screen.findByText('past name-asc')).toBeInTheDocument();
    expect(address()).toBe('/events/grid?o=5&t=past&s=name-asc');

    fireEvent.click(screen.getByRole('link', { name: /past name-asc/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Past Jam' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: new RegExp(EVENT_LABELS.backToEvents) });
    expect(back).toHaveAttribute('href', '/events/grid?o=5&t=past&s=name-asc');

    // Back: the same tab and sort, and the list is asked for them at once.
    const before = listQueries(platform.calls).length;
    act(() => navigate(-1));
    expect(await screen.findByText('past name-asc')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: EVENTS.periodTabs.past })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByRole('button', { name: /^Ascending/ })).toBeInTheDocument();
    expect(
      listQueries(platform.calls)
        .slice(before)
        .map((q) => [q.t, q.s, q.o]),
    ).toEqual([['past', 'name-asc', '5']]);

    // The defaults are not written: the first period in its own date order is the plain address.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'date' } });
    fireEvent.click(screen.getByRole('tab', { name: EVENTS.periodTabs.now }));
    expect(await screen.findByText('now date-asc')).toBeInTheDocument();
    expect(address()).toBe('/events/grid?o=5');
  });

  it('opens on the period and sort of its address, and reads an unknown one as the default', async () => {
    const first = renderEvents(
      '/events?t=future&s=name-desc',
      api(tabCounts({ now: 1, future: 1 }), (q) => [eventPreview(1, { title: `${q.t} ${q.s}` })]),
    );
    expect(await within(first.container).findByText('future name-desc')).toBeInTheDocument();
    expect(listQueries(first.platform.calls).map((q) => [q.t, q.s])).toEqual([['future', 'name-desc']]);
    first.unmount();

    // A period without events (or none of the three) and a sort the menu does not offer.
    const second = renderEvents(
      '/events?t=past&s=oldest',
      api(tabCounts({ now: 1, future: 1 }), (q) => [eventPreview(1, { title: `${q.t} ${q.s}` })]),
    );
    expect(await within(second.container).findByText('now date-asc')).toBeInTheDocument();
    expect(listQueries(second.platform.calls).map((q) => [q.t, q.s])).toEqual([['now', 'date-asc']]);
  });

  it('loads the next page when the end of the list comes within 400 px, until a short page', async () => {
    const { platform } = renderEvents(
      '/events',
      api(tabCounts({ future: 60 }), (q) =>
        q.p === 0 ? eventPreviews(1, EVENTS_PAGE_SIZE) : q.p === 1 ? eventPreviews(51, 10) : [],
      ),
    );
    expect(await screen.findByText('Event 50')).toBeInTheDocument();
    const live = FakeIntersectionObserver.instances.filter((o) => !o.disconnected);
    expect(live).toHaveLength(1);
    expect(live[0].options.rootMargin).toBe(`0px 0px ${INFINITE_SCROLL_DISTANCE_PX}px 0px`);

    act(() => FakeIntersectionObserver.reachAll());
    expect(await screen.findByText('Event 60')).toBeInTheDocument();
    expect(cards()).toHaveLength(60);
    expect(listQueries(platform.calls).map((q) => q.p)).toEqual([0, 1]);
    // A page shorter than 50 was the last one: nothing is watched any more.
    expect(screen.queryByTestId('infinite-scroll-sentinel')).toBeNull();
  });

  it('lists only the organizations named in ?o= (how the partner embed opens it)', async () => {
    const { platform } = renderEvents(
      '/events?o=7',
      api(tabCounts({ past: 1 }), () => [eventPreview(1)]),
    );
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(platform.calls.map((call) => [call.route.name, call.input.query?.o])).toEqual([
      ['events.tabs', '7'],
      ['events.list', '7'],
    ]);
  });

  it('sends the keyword only once typing pauses for 1.2 s', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderEvents(
        '/events',
        api(tabCounts({ now: 1 }), (q) => [eventPreview(1, { title: `k=${q.k ?? ''}` })]),
      );
      expect(await screen.findByText('k=')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'bron' } });
      fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'bronx' } });
      await act(async () => jest.advanceTimersByTime(1_100));
      expect(listQueries(platform.calls)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(200));
      expect(await screen.findByText('k=bronx')).toBeInTheDocument();
      expect(listQueries(platform.calls).map((q) => q.k)).toEqual([undefined, 'bronx']);
    } finally {
      jest.useRealTimers();
    }
  });
});
