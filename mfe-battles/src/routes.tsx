import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, lazyPage, ReportNotFound } from '@cypher/contracts/react';
import styles from './styles.css';

// Each page is its own chunk, fetched when first shown (lazyPage).
const BattlePage = lazyPage(() => import('./pages/battle-page'), 'BattlePage');
const PrelimsPage = lazyPage(() => import('./pages/prelims-page'), 'PrelimsPage');
const PrelimsGroupsPage = lazyPage(() => import('./pages/prelims-groups-page'), 'PrelimsGroupsPage');
const PrelimsGroupPage = lazyPage(() => import('./pages/prelims-group-page'), 'PrelimsGroupPage');
const BracketsPage = lazyPage(() => import('./pages/brackets-page'), 'BracketsPage');
const SparringPage = lazyPage(() => import('./pages/sparring-page'), 'SparringPage');

/** The battles area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function BattlesRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        <Route path="battle/:id" element={<BattlePage />} />
        <Route path="battle/:id/prelims" element={<PrelimsPage />} />
        <Route path="battle/:id/prelims/groups" element={<PrelimsGroupsPage />} />
        <Route path="battle/:id/prelims/group/:groupId" element={<PrelimsGroupPage />} />
        <Route path="battle/:id/brackets" element={<BracketsPage />} />
        <Route path="sparring/:id" element={<SparringPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
