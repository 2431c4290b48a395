import { useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { browseRoutes } from '../browse-routes';
import kitCss from '@cypher/contracts/react/kit.css?inline';
import eventsCss from '../styles.css?inline';

/**
 * Another page of the widget starts at the widget's top: a site scrolls to the top on navigation,
 * but the partner's page does not move, so a visitor who opened an event from far down the grid
 * would land in the middle of it. Only when the top was scrolled past; never on the first page.
 */
function WidgetTop() {
  const { pathname } = useLocation();
  const marker = useRef<HTMLSpanElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (marker.current && marker.current.getBoundingClientRect().top < 0) marker.current.scrollIntoView({ block: 'start' });
  }, [pathname]);
  return <span ref={marker} className="ev-embed__top" aria-hidden="true" />;
}

/** The widget's stylesheets, as text: a shadow root gets no stylesheet from the page's head. */
const WIDGET_STYLES = kitCss + eventsCss;

/**
 * The partner widget's pages: grid, calendar and event, navigated inside the widget's own memory
 * router. Everything else of Cypher (battles, profiles, sign up) opens on the Cypher site.
 */
export function EmbedRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} styles={WIDGET_STYLES}>
      <WidgetTop />
      <Routes>
        {browseRoutes}
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
