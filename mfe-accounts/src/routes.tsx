import { Route, Routes } from 'react-router';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { MembersPage } from './pages/members-page';
import styles from './styles.css';

/** The accounts area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function AccountsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        <Route path="members" element={<MembersPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
