// The remotes configuration the server provides at /remotes.json: area name → manifest URL.
// It is read at start (never built in), so deploying a new area build needs no shell rebuild.
import type { FeatureAppMeta } from '@cypher/contracts';

export type AreaName = FeatureAppMeta['name'];
export const AREA_NAMES: readonly AreaName[] = ['accounts', 'events', 'battles', 'orgs'];

export type RemotesConfig = Partial<Record<AreaName, string>>;

/** Keeps only the known areas with a non-empty URL; anything else in the file is ignored. */
export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (!body || typeof body !== 'object') throw new Error('remotes.json is not an object');
  const config: RemotesConfig = {};
  for (const name of AREA_NAMES) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') config[name] = url.trim();
  }
  return config;
}

/** The element id of the data block in which the composition server writes the configuration. */
export const REMOTES_DATA_ID = 'cypher-remotes';

/**
 * The configuration the first HTML carries (a `<script type="application/json">` block, saving a
 * round trip before any area can load), or null without one (the dev server's page). Used once:
 * the block is removed, so a Retry after a failure reads /remotes.json afresh.
 */
export function takeInlineRemotesConfig(doc: Document = document): RemotesConfig | null {
  const block = doc.getElementById(REMOTES_DATA_ID);
  if (!block) return null;
  block.remove();
  try {
    return parseRemotesConfig(JSON.parse(block.textContent ?? ''));
  } catch {
    return null;
  }
}

export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
