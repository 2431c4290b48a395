import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { MembersList } from '../features/org-members/members-list';
import { useOrganization, useOrganizationActions } from '../shared/use-organization';
import { useOrgId } from '../features/organization/api/use-org-id';
import { GeneralSettings } from '../features/settings/general-settings';
import { LegalDocumentSettings } from '../features/settings/legal-document-settings';
import { RoleSettings } from '../features/settings/role-settings';
import { sectionLabel, SettingsMenu } from '../features/settings/settings-menu';
import { SocialsSettings } from '../features/settings/socials-settings';
import { useSaveWithToast } from '../features/settings/use-save-with-toast';
import type { ReactElement } from 'react';
import type { Organization } from '@cypher/contracts';
import { LABELS } from '../shared/labels';
import { paths, type SettingsSection } from '../shared/paths';

function Section({ org, section }: { org: Organization; section: SettingsSection }) {
  const { reload } = useOrganizationActions(org.id);
  const withToast = useSaveWithToast();
  const pages: Record<SettingsSection, () => ReactElement> = {
    general: () => <GeneralSettings org={org} />,
    admins: () => <RoleSettings org={org} role="admin" />,
    promoters: () => <RoleSettings org={org} role="promoter" />,
    // A member change answers only 'ok': the toast follows it, the counts are asked for again.
    members: () => (
      <MembersList orgId={org.id} canEdit titled={false} onChanged={() => void withToast(() => reload().then(() => true))} />
    ),
    socials: () => <SocialsSettings org={org} />,
    agreement: () => <LegalDocumentSettings key="agreement" org={org} kind="agreement" />,
    waiver: () => <LegalDocumentSettings key="waiver" org={org} kind="waiver" />,
  };
  return (
    <section className="og-settings__section" aria-label={sectionLabel(section)}>
      <h2>{sectionLabel(section)}</h2>
      {pages[section]()}
    </section>
  );
}

const SECTIONS: SettingsSection[] = ['general', 'admins', 'members', 'promoters', 'socials', 'agreement', 'waiver'];

/**
 * /organization/:id/settings/* — a side menu and one child page. An unknown organization sends
 * the visitor to Organizations (spec); one they may not edit, to its page.
 */
export function OrganizationSettingsPage() {
  const id = useOrgId();
  const { org, missing } = useOrganization(id);
  if (id === null || missing) return <Navigate to={paths.organizations} replace />;
  if (!org) return <div className="cy-page cy-skeleton" aria-busy="true" />;
  if (!org.canEdit) return <Navigate to={paths.organization(org.id)} replace />;
  return (
    <div className="cy-page og-settings">
      <header className="og-settings__header">
        <h1 className="cy-title">{LABELS.settings.heading(org.name)}</h1>
        <Link to={paths.organization(org.id)}>{LABELS.settings.back}</Link>
      </header>
      <div className="og-settings__layout">
        <SettingsMenu orgId={org.id} />
        <Routes>
          {SECTIONS.map((section) => (
            <Route key={section} path={section} element={<Section org={org} section={section} />} />
          ))}
          <Route path="*" element={<Navigate to={paths.settings(org.id)} replace />} />
        </Routes>
      </div>
    </div>
  );
}
