import { GEOLOCATION_ERRORS } from '@cypher/contracts/texts';
import type { MapCenter } from './map-area';

/** How long the browser may take to find the visitor (the spec's request timeout). */
const LOCATE_TIMEOUT_MS = 15_000;
/** A position found in the last five minutes is good enough for 'near me'. */
const LOCATE_MAX_AGE_MS = 5 * 60_000;

/** Spec: the four geolocation toasts, by the browser's error code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorText(code: number | undefined): string {
  switch (code) {
    case 1:
      return GEOLOCATION_ERRORS.denied;
    case 2:
      return GEOLOCATION_ERRORS.unavailable;
    case 3:
      return GEOLOCATION_ERRORS.timeout;
    default:
      return GEOLOCATION_ERRORS.unknown;
  }
}

/** The visitor's position for 'near me'; rejects with the toast's text. A browser without geolocation counts as unavailable. */
export function locateVisitor(geolocation: Geolocation | undefined = navigator.geolocation): Promise<MapCenter> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(GEOLOCATION_ERRORS.unavailable));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(geolocationErrorText(error?.code))),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}
