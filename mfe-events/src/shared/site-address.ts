import type { Platform } from '@cypher/contracts';

/**
 * The full address of a site page, for what leaves this browser tab (share links, a ticket's QR
 * code): inside a partner's widget the Cypher site's own (the platform's `siteUrl`), on the site
 * itself this page's origin — not the API's, which may live on another host.
 */
export function sitePageAddress(platform: Pick<Platform, 'siteUrl'>, page: string): string {
  return platform.siteUrl?.(page) ?? `${window.location.origin}${page}`;
}
