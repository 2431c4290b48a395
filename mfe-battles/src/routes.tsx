import { Route, Routes } from 'react-router-dom';
import { SITE_PAGES, type FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, lazyPage, ReportNotFound } from '@cypher/contracts/react';
import './styles.css';

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
    <FeatureAppRoot platform={platform}>
      <Routes>
        <Route path={SITE_PAGES.battle.pattern} element={<BattlePage />} />
        <Route path={SITE_PAGES.prelims.pattern} element={<PrelimsPage />} />
        <Route path={SITE_PAGES.prelimsGroups.pattern} element={<PrelimsGroupsPage />} />
        <Route path={SITE_PAGES.prelimsGroup.pattern} element={<PrelimsGroupPage />} />
        <Route path={SITE_PAGES.brackets.pattern} element={<BracketsPage />} />
        <Route path={SITE_PAGES.sparring.pattern} element={<SparringPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
