import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ReportNotFound, usePlatform, useSessionUser } from '@cypher/contracts/react';
import { CreateOrganizationWizard } from '../features/create-organization/create-organization-wizard';
import { useOrganization } from '../shared/use-organization';
import { useOrgId } from '../features/organization/api/use-org-id';

/**
 * /create-organization-organization/:id — the wizard for an organization the caller may edit.
 * Signed out: Login, then back here. Unknown, or not the caller's to edit: not-found.
 */
export function CreateOrganizationPage() {
  const platform = usePlatform();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const id = useOrgId();
  const { org, missing } = useOrganization(user ? id : null);

  useEffect(() => {
    if (!user) platform.requireLogin(pathname, 'login');
  }, [user, platform, pathname]);

  if (!user) return null;
  if (id === null || missing || (org && !org.canEdit)) return <ReportNotFound />;
  if (!org) return <div className="cy-page cy-skeleton" aria-busy="true" />;
  return <CreateOrganizationWizard org={org} />;
}
