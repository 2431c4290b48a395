import type { MouseEvent, ReactNode } from 'react';
import { usePlatform } from './platform-context.js';

export interface AreaLinkProps {
  /** A path of another area of Cypher, from the site root, e.g. `/event/3`. */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link into another feature app. A react-router `<Link>` would stay inside a parcel's own
 * memory router (and end on its not-found route); this one asks the host to go there: the shell
 * routes it, a standalone page or a partner embed opens the public site. Modified clicks
 * (new tab, new window) keep the browser's own behaviour, on the same address (`siteUrl`).
 */
export function AreaLink({ to, className, children, 'aria-label': ariaLabel }: AreaLinkProps) {
  const platform = usePlatform();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    platform.navigate(to);
  };
  return (
    <a href={platform.siteUrl?.(to) ?? to} className={className} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
