import tzLookup from '@photostructure/tz-lookup';

/** Where no place says otherwise (an event without coordinates and no zone chosen). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether Intl (and so every browser) knows the zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone at a point (the time zone boundaries shipped with tz-lookup). */
export function timeZoneAt(lat: number, lng: number): string {
  try {
    const zone = tzLookup(lat, lng);
    return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The zone an event is saved with: the one chosen in the wizard, else the zone at its
 * coordinates, else the one it had.
 */
export function resolveTimeZone(
  chosen: string | null | undefined,
  location: { lat: number | null; lng: number | null },
  current: string,
): string {
  if (chosen) return chosen;
  if (location.lat !== null && location.lng !== null) return timeZoneAt(location.lat, location.lng);
  return current;
}
