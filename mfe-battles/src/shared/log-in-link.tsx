import type { MouseEvent, ReactNode } from 'react';
import { SITE_PAGES } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * A link to Log in that brings the visitor back to `back`. A plain click asks the host
 * (`requireLogin`: the shell routes it, an embed opens the site in a new tab); the address is the
 * site's login page, so a new tab or a copied link lands there too.
 */
export function LogInLink({ back, children }: { back: string; children: ReactNode }) {
  const platform = usePlatform();
  const to = `${SITE_PAGES.login.link()}?redirect=${encodeURIComponent(back)}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    platform.requireLogin(back);
  };
  return (
    <a className="cy-link" href={platform.siteUrl?.(to) ?? to} onClick={onClick}>
      {children}
    </a>
  );
}
