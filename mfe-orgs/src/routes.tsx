import { Route, Routes } from 'react-router';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { OrganizationsPage } from './pages/organizations-page';
import styles from './styles.css';

/** The organizations area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function OrgsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        <Route path="organizations" element={<OrganizationsPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
