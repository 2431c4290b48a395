import { NavLink } from 'react-router-dom';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { LABELS } from '../../shared/labels';
import { paths, SETTINGS_SECTIONS, type SettingsSection } from '../../shared/paths';

const SECTION_LABEL: Record<SettingsSection, string> = {
  general: ORGANIZATIONS.settings.general,
  admins: ORGANIZATIONS.settings.admins,
  members: ORGANIZATIONS.settings.members,
  promoters: ORGANIZATIONS.settings.promoters,
  socials: ORGANIZATIONS.settings.social,
  agreement: ORGANIZATIONS.settings.agreement,
  waiver: ORGANIZATIONS.settings.waiver,
};

export function sectionLabel(section: SettingsSection): string {
  return SECTION_LABEL[section];
}

/** The settings side menu; the open page's link is marked current. */
export function SettingsMenu({ orgId }: { orgId: number }) {
  return (
    <nav className="og-settings__menu" aria-label={LABELS.settings.menu}>
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink className="cy-button og-settings__link" to={paths.settings(orgId, section)}>
              {SECTION_LABEL[section]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
