import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { browseRoutes } from '../browse-routes';
import { SiteHrefs } from './site-hrefs';
import { WidgetArrival } from './widget-arrival';
import kitCss from '@cypher/contracts/react/kit.css?inline';
import eventsCss from '../styles.css?inline';

/** The widget's stylesheets, as text: a shadow root gets no stylesheet from the page's head. */
const WIDGET_STYLES = kitCss + eventsCss;

/**
 * The partner widget's pages: grid, calendar and event, navigated inside the widget's own memory
 * router; every link still carries its Cypher site address (SiteHrefs). Everything else of Cypher
 * (battles, profiles, sign up) opens on the Cypher site.
 */
export function EmbedRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} styles={WIDGET_STYLES}>
      <WidgetArrival />
      <SiteHrefs siteUrl={platform.siteUrl}>
        <Routes>
          {browseRoutes}
          <Route path="*" element={<ReportNotFound />} />
        </Routes>
      </SiteHrefs>
    </FeatureAppRoot>
  );
}
