import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { createFeatureParcel, FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { browseRoutes } from '../browse-routes';
import { paths } from '../shared/paths';
import styles from '../styles.css';

/**
 * The partner widget's pages: grid, calendar and event, navigated inside the widget's own memory
 * router. Everything else of Cypher (battles, profiles, sign up) opens on the Cypher site.
 */
function EmbedRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        {browseRoutes}
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}

/** single-spa-react lifecycles of the widget (the site's parcel, `../parcel`, holds every page). */
export const embedParcel = createFeatureParcel(EmbedRoutes, paths.events());
