import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAP_REFRESH_DEBOUNCE_MS } from '@cypher/contracts';
import { EMPTY } from '@cypher/contracts/texts';
import { fakeApiFailure, type FakeCall } from '@cypher/contracts/testing';
import { eventPreview } from '../test/fixtures';
import { renderEvents } from '../test/render-events';

const STATS = { now: 0, future: 2, past: 0 };
const FUTURE = [
  eventPreview(1, { title: 'Harlem Cypher', locationLat: 40.81, locationLng: -73.95 }),
  eventPreview(2, { title: 'Queens Jam', locationLat: 40.73, locationLng: -73.79 }),
];

function api(key: string | null) {
  return (call: FakeCall) => {
    if (call.route.name === 'site.config') return { googleMapsApiKey: key };
    if (call.route.name === 'events.map') return { events: call.input.query?.t === 'future' ? FUTURE : [], stats: STATS };
    throw new Error(`unexpected call ${call.route.name}`);
  };
}
const mapQueries = (calls: FakeCall[]) => calls.filter((c) => c.route.name === 'events.map').map((c) => c.input.query);

afterEach(() => {
  delete window.google;
  window.sessionStorage.clear();
});

describe('events map page without a Maps key', () => {
  it('says the map is unavailable and still lists the events, first tab with events open', async () => {
    const { platform } = renderEvents('/events/map', api(null));
    expect(await screen.findByRole('status')).toHaveTextContent('Map unavailable');
    expect(await screen.findByRole('link', { name: /Harlem Cypher/ })).toHaveAttribute('href', '/event/1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Now (0)', 'Future (2)', 'Past (0)']);
    expect(screen.getByRole('tab', { name: 'Future (2)' })).toHaveAttribute('aria-selected', 'true');
    // The whole world: no corners without a map.
    expect(mapQueries(platform.calls)).toEqual([{}, { t: 'future' }]);
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Past (0)' }));
    // Another tab's cards never show under this one: skeletons until its answer is here.
    expect(screen.queryByRole('link', { name: /Harlem Cypher/ })).toBeNull();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(await screen.findByText(EMPTY.mapArea)).toBeInTheDocument();
  });
});

describe('events map page with the organization filter', () => {
  it('asks only for the chosen organizations’ events (o from the address)', async () => {
    const { platform } = renderEvents('/events/map?o=3,7', api(null));
    expect(await screen.findByRole('link', { name: /Harlem Cypher/ })).toBeInTheDocument();
    expect(mapQueries(platform.calls)).toEqual([{ o: '3,7' }, { t: 'future', o: '3,7' }]);
    expect(screen.getByRole('button', { name: 'Organizations (2)' })).toBeInTheDocument();
  });
});

describe('events map page with the keyword and a changed filter', () => {
  it('asks with the keyword of the address (k), and the search box shows it', async () => {
    const { platform } = renderEvents('/events/map?k=harlem', api(null));
    expect(await screen.findByRole('link', { name: /Harlem Cypher/ })).toBeInTheDocument();
    expect(mapQueries(platform.calls)).toEqual([{ k: 'harlem' }, { t: 'future', k: 'harlem' }]);
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('harlem');
  });

  it('opens the first tab with events again when an organization empties the chosen one', async () => {
    const bronx = [eventPreview(3, { title: 'Bronx Now', locationLat: 40.83, locationLng: -73.92 })];
    const { platform } = renderEvents('/events/map', (call) => {
      const query = call.input.query ?? {};
      if (call.route.name === 'orgs.list')
        return {
          items: [
            {
              id: 8,
              name: 'Bronx Kings',
              image: null,
              status: 'published' as const,
              membersCount: 0,
              current: 1,
              future: 0,
              past: 0,
            },
          ],
          totalCurrent: 1,
          totalFuture: 0,
          totalPast: 0,
          total: 1,
        };
      if (call.route.name !== 'events.map' || !query.o) return api(null)(call);
      return { events: query.t === 'now' || !query.t ? bronx : [], stats: { now: 1, future: 0, past: 0 } };
    });
    expect(await screen.findByRole('link', { name: /Harlem Cypher/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Future (2)' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Organizations' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Bronx Kings/ }));
    expect(await screen.findByRole('link', { name: /Bronx Now/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Now (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(mapQueries(platform.calls).at(-1)).toEqual({ t: 'now', o: '8' });
  });
});

describe('events map page when a read fails', () => {
  it('treats the failed read as no events in this area (no skeletons left behind)', async () => {
    const answer = api(null);
    renderEvents('/events/map', (call) =>
      call.route.name === 'events.map' && call.input.query?.t === 'past'
        ? fakeApiFailure(500, 'The database is down')
        : answer(call),
    );
    await screen.findByRole('link', { name: /Harlem Cypher/ });
    fireEvent.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(await screen.findByText(EMPTY.mapArea)).toBeInTheDocument();
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
    // Its counts are unknown: the tabs say none rather than old figures.
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^Past$/);
  });
});

describe('events map page with a Maps key', () => {
  type Spot = { lat: number; lng: number };
  type MarkerRecord = {
    title: string;
    label?: string;
    position: Spot;
    animation: unknown;
    opacity: number;
    map: unknown;
    click?: () => void;
  };
  /** A stand-in for the Maps API: records the map, its idle listeners and markers. */
  function installFakeMaps() {
    const idle: Array<() => void> = [];
    const markers: MarkerRecord[] = [];
    const made = { zoom: 0, center: { lat: 0, lng: 0 } };
    class FakeMap {
      constructor(_el: HTMLElement, options: { center: Spot; zoom: number }) {
        made.zoom = options.zoom;
        made.center = options.center;
      }
      addListener(_name: string, handler: () => void) {
        idle.push(handler);
        return { remove: () => undefined };
      }
      getBounds() {
        return { toJSON: () => ({ north: 41, south: 40.5, east: -73.5, west: -74.3 }) };
      }
      getCenter() {
        return { toJSON: () => ({ lat: 40.75, lng: -73.9 }) };
      }
      getZoom() {
        return made.zoom;
      }
      setZoom(zoom: number) {
        made.zoom = zoom;
      }
      setCenter(center: Spot) {
        made.center = center;
      }
    }
    class FakeMarker {
      record: MarkerRecord;
      constructor(options: { title: string; label?: string; position: Spot; map: unknown }) {
        this.record = {
          title: options.title,
          label: options.label,
          position: options.position,
          animation: null,
          opacity: 1,
          map: options.map,
        };
        markers.push(this.record);
      }
      setMap(map: unknown) {
        this.record.map = map;
      }
      setAnimation(animation: unknown) {
        this.record.animation = animation;
      }
      setOpacity(opacity: number) {
        this.record.opacity = opacity;
      }
      addListener(_name: string, handler: () => void) {
        this.record.click = handler;
        return { remove: () => undefined };
      }
    }
    window.google = { maps: { Map: FakeMap, Marker: FakeMarker, Animation: { BOUNCE: 'bounce' } } as never };
    const shown = () => markers.filter((m) => m.map !== null);
    /** The map settles (say after a zoom) and, 750 ms later, reports its area. */
    const settle = () => {
      jest.useFakeTimers();
      try {
        act(() => idle.forEach((handler) => handler()));
        act(() => jest.advanceTimersByTime(MAP_REFRESH_DEBOUNCE_MS));
      } finally {
        jest.useRealTimers();
      }
    };
    return { idle, markers, made, shown, settle };
  }
  const area = {
    nw: '41.00000,-74.30000',
    ne: '41.00000,-73.50000',
    se: '40.50000,-73.50000',
    sw: '40.50000,-74.30000',
  };

  it('follows the map’s area after 750 ms, keeps the centre, groups close markers and highlights a hovered card', async () => {
    window.sessionStorage.setItem('cypher.events-map.center', JSON.stringify({ lat: 34.05, lng: -118.24 }));
    const fake = installFakeMaps();
    const { platform } = renderEvents('/events/map', api('browser-key'));
    expect(await screen.findByRole('region', { name: 'Map of events' })).toBeInTheDocument();
    await waitFor(() => expect(fake.idle.length).toBeGreaterThan(0));
    expect(fake.made.center).toEqual({ lat: 34.05, lng: -118.24 });
    // Until the map has an area nothing is listed: skeleton cards hold the list's place.
    expect(mapQueries(platform.calls)).toEqual([]);
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();

    jest.useFakeTimers();
    try {
      act(() => fake.idle.forEach((handler) => handler()));
      act(() => jest.advanceTimersByTime(MAP_REFRESH_DEBOUNCE_MS - 1));
      expect(mapQueries(platform.calls)).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    const card = await screen.findByRole('link', { name: /Queens Jam/ });
    expect(mapQueries(platform.calls)).toEqual([area, { t: 'future', ...area }]);
    expect(JSON.parse(window.sessionStorage.getItem('cypher.events-map.center')!)).toEqual({ lat: 40.75, lng: -73.9 });

    // At zoom 5 Harlem and Queens fall in one 20 px square: one marker with their count.
    await waitFor(() => expect(fake.shown().map((m) => [m.title, m.label])).toEqual([['2 events', '2']]));
    act(() => fake.shown()[0].click!());
    expect(fake.made.zoom).toBe(7);
    expect(fake.made.center.lat).toBeCloseTo(40.77, 5);
    fireEvent.mouseEnter(card);
    expect(fake.shown()[0].animation).toBe('bounce');
    fireEvent.mouseLeave(card);

    // Zoomed in, each has its own marker; the hovered card's bounces.
    fake.made.zoom = 12;
    fake.settle();
    await waitFor(() => expect(fake.shown().map((m) => m.title)).toEqual(['Harlem Cypher', 'Queens Jam']));
    fireEvent.mouseEnter(card);
    expect(fake.shown().find((m) => m.title === 'Queens Jam')!.animation).toBe('bounce');
    expect(fake.shown().find((m) => m.title === 'Harlem Cypher')!.animation).toBeNull();
    fireEvent.mouseLeave(card);
    expect(fake.shown().find((m) => m.title === 'Queens Jam')!.animation).toBeNull();
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Future (2)' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'near me' moves the map to the visitor and lists the nearest first", async () => {
    const fake = installFakeMaps();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 40.8, longitude: -73.9 } } as GeolocationPosition),
      },
    });
    const { platform } = renderEvents('/events/map', api('browser-key'));
    await waitFor(() => expect(fake.idle.length).toBeGreaterThan(0));
    fake.settle();
    await screen.findByRole('link', { name: /Queens Jam/ });
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(fake.made.center).toEqual({ lat: 40.8, lng: -73.9 }));
    expect(fake.made.zoom).toBe(10);
    await waitFor(() => expect(mapQueries(platform.calls).at(-1)).toEqual({ t: 'future', ...area, uc: '40.80000,-73.90000' }));
  });
});

describe("'near me' without a map", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it.each([
    [1, 'Please allow access to your location.'],
    [3, 'The request to get location timed out.'],
  ])('a failure with code %i shows its toast', async (code, text) => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) =>
          failed({ code } as GeolocationPositionError),
      },
    });
    const toast = jest.fn();
    const { platform } = renderEvents('/events/map', api(null), { toast });
    await screen.findByRole('link', { name: /Harlem Cypher/ });
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text, 'error'));
    expect(screen.getByRole('button', { name: 'Near me' })).toBeEnabled();
    expect(mapQueries(platform.calls).some((query) => query?.uc)).toBe(false);
  });
});
