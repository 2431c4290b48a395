import { GEOLOCATION_ERRORS } from '@cypher/contracts/texts';
import { geolocationErrorText, locateVisitor } from './geolocation';

/** A browser's geolocation that answers with a position or fails with a code. */
function geolocation(answer: { lat: number; lng: number } | { code: number }) {
  const asked: PositionOptions[] = [];
  const api = {
    getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback, options: PositionOptions) => {
      asked.push(options);
      if ('code' in answer) failed({ code: answer.code } as GeolocationPositionError);
      else found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    },
  } as unknown as Geolocation;
  return { api, asked };
}

describe("'near me'", () => {
  it('names each of the browser’s failures with the spec’s toast', () => {
    expect(geolocationErrorText(1)).toBe('Please allow access to your location.');
    expect(geolocationErrorText(2)).toBe('Location information is unavailable.');
    expect(geolocationErrorText(3)).toBe('The request to get location timed out.');
    expect(geolocationErrorText(0)).toBe('An unknown error occurred.');
    expect(geolocationErrorText(undefined)).toBe(GEOLOCATION_ERRORS.unknown);
  });

  it('finds the visitor, with a time limit', async () => {
    const { api, asked } = geolocation({ lat: 40.8, lng: -73.9 });
    await expect(locateVisitor(api)).resolves.toEqual({ lat: 40.8, lng: -73.9 });
    expect(asked[0].timeout).toBe(15_000);
  });

  it('rejects with the toast’s text, and without geolocation says it is unavailable', async () => {
    await expect(locateVisitor(geolocation({ code: 1 }).api)).rejects.toThrow(GEOLOCATION_ERRORS.denied);
    await expect(locateVisitor(geolocation({ code: 3 }).api)).rejects.toThrow(GEOLOCATION_ERRORS.timeout);
    await expect(locateVisitor(undefined)).rejects.toThrow(GEOLOCATION_ERRORS.unavailable);
  });
});
