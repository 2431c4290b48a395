import { Route, Routes } from 'react-router-dom';
import { SITE_PAGES, type FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, lazyPage, ReportNotFound } from '@cypher/contracts/react';
import './styles.css';

// Each page is its own chunk, fetched when first shown (lazyPage).
const CreateOrganizationPage = lazyPage(() => import('./pages/create-organization-page'), 'CreateOrganizationPage');
const OrganizationPage = lazyPage(() => import('./pages/organization-page'), 'OrganizationPage');
const OrganizationSettingsPage = lazyPage(() => import('./pages/organization-settings-page'), 'OrganizationSettingsPage');
const OrganizationsPage = lazyPage(() => import('./pages/organizations-page'), 'OrganizationsPage');

/** The organizations area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function OrgsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform}>
      <Routes>
        <Route path={SITE_PAGES.organizations.pattern} element={<OrganizationsPage />} />
        <Route path={SITE_PAGES.organization.pattern} element={<OrganizationPage />} />
        <Route path={SITE_PAGES.organizationSettings.pattern} element={<OrganizationSettingsPage />} />
        <Route path={SITE_PAGES.createOrganization.pattern} element={<CreateOrganizationPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
