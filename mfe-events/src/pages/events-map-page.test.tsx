import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPTY, MAP_REFRESH_DEBOUNCE_MS } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';
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

describe('events map page with a Maps key', () => {
  /** A stand-in for the Maps API: records the map, its idle listener and markers. */
  function installFakeMaps() {
    const idle: Array<() => void> = [];
    const markers: Array<{ title: string; animation: unknown; map: unknown }> = [];
    const made = { zoom: 0, center: { lat: 0, lng: 0 } };
    class FakeMap {
      constructor(_el: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number }) {
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
      setZoom(zoom: number) {
        made.zoom = zoom;
      }
    }
    class FakeMarker {
      record: { title: string; animation: unknown; map: unknown };
      constructor(options: { title: string; map: unknown }) {
        this.record = { title: options.title, animation: null, map: options.map };
        markers.push(this.record);
      }
      setMap(map: unknown) {
        this.record.map = map;
      }
      setAnimation(animation: unknown) {
        this.record.animation = animation;
      }
      addListener() {
        return { remove: () => undefined };
      }
    }
    window.google = { maps: { Map: FakeMap, Marker: FakeMarker, Animation: { BOUNCE: 'bounce' } } as never };
    return { idle, markers, made };
  }

  it('draws a marker per event, follows the map’s area after 750 ms, keeps the centre and highlights a hovered card', async () => {
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
    const area = {
      nw: '41.00000,-74.30000',
      ne: '41.00000,-73.50000',
      se: '40.50000,-73.50000',
      sw: '40.50000,-74.30000',
    };
    const card = await screen.findByRole('link', { name: /Queens Jam/ });
    expect(mapQueries(platform.calls)).toEqual([area, { t: 'future', ...area }]);
    await waitFor(() => expect(fake.markers.map((m) => m.title)).toEqual(['Harlem Cypher', 'Queens Jam']));
    expect(JSON.parse(window.sessionStorage.getItem('cypher.events-map.center')!)).toEqual({ lat: 40.75, lng: -73.9 });

    fireEvent.mouseEnter(card);
    expect(fake.markers.find((m) => m.title === 'Queens Jam')!.animation).toBe('bounce');
    expect(fake.markers.find((m) => m.title === 'Harlem Cypher')!.animation).toBeNull();
    fireEvent.mouseLeave(card);
    expect(fake.markers.find((m) => m.title === 'Queens Jam')!.animation).toBeNull();
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Future (2)' })).toHaveAttribute('aria-selected', 'true');
  });
});
