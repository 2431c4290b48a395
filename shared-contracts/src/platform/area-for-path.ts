// Which feature app owns a path, by its first segment, derived from the site's pages
// (site-paths.ts). The shell routes by it, and the composition server names the area's code in
// the first HTML.
import * as SITE_PAGES from './site-paths.js';
import type { AreaName } from './site-paths.js';

const AREA_BY_SEGMENT: ReadonlyMap<string, AreaName> = new Map(
  Object.values(SITE_PAGES).map((page) => [page.pattern.split('/')[0]!, page.area]),
);

export function areaForPath(pathname: string): AreaName | null {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return AREA_BY_SEGMENT.get(first) ?? null;
}
