import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { BattlePage } from './pages/battle-page';
import styles from './styles.css';

/** The battles area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function BattlesRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        <Route path="battle/:id" element={<BattlePage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
