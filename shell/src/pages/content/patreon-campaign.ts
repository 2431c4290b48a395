// The Patreon campaign's address is a build setting of the shell (PATREON_URL, see README), set by
// rspack's DefinePlugin; an empty value means the deployment has none and the page shows no link.
declare const __CYPHER_PATREON_URL__: string;

/** An https address on patreon.com, or null (also for anything malformed that slipped through). */
export function toCampaignUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    const patreonHost = url.hostname === 'patreon.com' || url.hostname.endsWith('.patreon.com');
    return url.protocol === 'https:' && patreonHost ? url.href : null;
  } catch {
    return null;
  }
}

export function patreonCampaignUrl(): string | null {
  return toCampaignUrl(typeof __CYPHER_PATREON_URL__ === 'string' ? __CYPHER_PATREON_URL__ : null);
}
