/**
 * A feed's addresses: the https one to copy into a calendar app, and the webcal one a click hands
 * to the device's calendar app (which then subscribes, rather than importing once).
 */
export function feedAddresses(apiUrl: string, page: string): { https: string; webcal: string } {
  const https = new URL(apiUrl, page).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
