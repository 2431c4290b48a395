/** Geolocation failures (toasts, 5 s). */
export const GEOLOCATION_ERRORS = {
  denied: 'Please allow access to your location.',
  unavailable: 'Location information is unavailable.',
  timeout: 'The request to get location timed out.',
  unknown: 'An unknown error occurred.',
} as const;
