import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, type Navigator } from 'react-router-dom';

interface Props {
  /** The Cypher site's address of a site path (the platform's `siteUrl`); without it, the path. */
  siteUrl: ((path: string) => string) | undefined;
  children: ReactNode;
}

/**
 * Every link of the widget carries the Cypher site's address. The widget's router lives in memory,
 * so a link's own path (`/event/3`) would be read against the partner's page: a card opened in a
 * new tab (Ctrl-click, middle click, the context menu) landed on the partner's site. A plain click
 * still moves inside the widget, because react-router's links navigate by their `to`, never by
 * their href. One place for all of them (cards, calendar entries, views, back links), so a link
 * added later cannot forget it; react-router 6 has no public option for a memory router's hrefs.
 */
export function SiteHrefs({ siteUrl, children }: Props) {
  const context = useContext(NavigationContext);
  const value = useMemo(() => {
    const memory = context.navigator;
    if (!siteUrl) return context;
    // The memory history's other members (push, go, its location) stay as they are.
    const navigator: Navigator = Object.create(memory);
    navigator.createHref = (to) => siteUrl(memory.createHref(to));
    return { ...context, navigator };
  }, [context, siteUrl]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
