import { MAP_DEFAULT_CENTER } from '@cypher/contracts';
import { CENTER_STORAGE_KEY, cornersOf, firstPeriodWithEvents, storedCenter, zoomFor } from './map-area';

describe('map area', () => {
  it('sends the four corners as lat,lng with five decimals', () => {
    expect(cornersOf({ north: 41.123456, south: 40.5, east: -73.7, west: -74.25 })).toEqual({
      nw: '41.12346,-74.25000',
      ne: '41.12346,-73.70000',
      se: '40.50000,-73.70000',
      sw: '40.50000,-74.25000',
    });
  });

  it('starts where the map was left this session, else in New York', () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === CENTER_STORAGE_KEY ? value : null) });
    expect(storedCenter(storage(JSON.stringify({ lat: 51.5, lng: -0.12 })))).toEqual({ lat: 51.5, lng: -0.12 });
    expect(storedCenter(storage('{broken'))).toEqual(MAP_DEFAULT_CENTER);
    expect(storedCenter(storage(JSON.stringify({ lat: 'x' })))).toEqual(MAP_DEFAULT_CENTER);
    expect(storedCenter(undefined)).toEqual(MAP_DEFAULT_CENTER);
  });

  it('zooms out to the world when the tab is empty, and opens the first tab with events', () => {
    expect(zoomFor(0)).toBe(1);
    expect(zoomFor(3)).toBe(5);
    expect(firstPeriodWithEvents({ now: 0, future: 2, past: 5 })).toBe('future');
    expect(firstPeriodWithEvents({ now: 0, future: 0, past: 0 })).toBe('now');
  });
});
