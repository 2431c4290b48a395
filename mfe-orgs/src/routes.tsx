import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { CreateOrganizationPage } from './pages/create-organization-page';
import { OrganizationPage } from './pages/organization-page';
import { OrganizationSettingsPage } from './pages/organization-settings-page';
import { OrganizationsPage } from './pages/organizations-page';
import styles from './styles.css';
import controlStyles from './styles/controls.css';
import organizationStyles from './styles/organization.css';
import settingsStyles from './styles/settings.css';

const CSS = [styles, controlStyles, organizationStyles, settingsStyles].join('\n');

/** The organizations area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function OrgsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={CSS}>
      <Routes>
        <Route path="organizations" element={<OrganizationsPage />} />
        <Route path="organization/:id" element={<OrganizationPage />} />
        <Route path="organization/:id/settings/*" element={<OrganizationSettingsPage />} />
        <Route path="create-organization-organization/:id" element={<CreateOrganizationPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
