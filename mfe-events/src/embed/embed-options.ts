/** What a partner writes on the element that hosts the widget. */
export interface EmbedOptions {
  orgId: string;
  apiBase: string;
  /** Where links to the rest of Cypher open (events of other areas, sign in). */
  siteBase: string;
  theme: 'light' | 'dark';
}

export const EMBED_SELECTOR = '[data-cypher-events]';

/** The site usually serves the API under `/api`; without `data-site-base`, the site is the rest. */
export function siteBaseFromApiBase(apiBase: string): string {
  const trimmed = apiBase.replace(/\/+$/, '');
  if (trimmed.endsWith('/api')) return trimmed.slice(0, -'/api'.length);
  try {
    return new URL(trimmed).origin;
  } catch {
    return trimmed;
  }
}

/**
 * Reads the element's data attributes. Returns the reason instead when the widget cannot work
 * (the partner sees it in the console rather than a silently empty box).
 */
export function readEmbedOptions(element: HTMLElement): EmbedOptions | { problem: string } {
  const orgId = element.dataset.orgId?.trim() ?? '';
  const apiBase = element.dataset.apiBase?.trim() ?? '';
  if (!/^\d+$/.test(orgId)) return { problem: 'data-org-id must be the id of an organization, e.g. data-org-id="1"' };
  if (!apiBase) return { problem: 'data-api-base must be the Cypher API address, e.g. https://cypher.example/api' };
  const siteBase = element.dataset.siteBase?.trim() || siteBaseFromApiBase(apiBase);
  const theme = element.dataset.theme === 'dark' ? 'dark' : 'light';
  return { orgId, apiBase, siteBase, theme };
}
