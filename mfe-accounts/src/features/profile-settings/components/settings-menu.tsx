import { Link } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { SETTINGS_LABELS } from '../settings-labels';
import { SETTINGS_TAB_LABEL, SETTINGS_TABS, type SettingsTab } from '../settings-tabs';
import { paths } from '../../../shared/paths';

/** The settings menu: one link per tab (kept in `tabName`), and Log out. */
export function SettingsMenu({ current }: { current: SettingsTab }) {
  const platform = usePlatform();
  return (
    <nav className="ac-settings__menu" aria-label={SETTINGS_LABELS.menu}>
      <ul className="ac-settings__menu-list">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab}>
            <Link
              className="cy-button ac-settings__menu-link"
              to={paths.settingsTab(tab)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {SETTINGS_TAB_LABEL[tab]}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="cy-button ac-settings__logout" onClick={() => void platform.session.signOut()}>
        {SETTINGS_LABELS.logOut}
      </button>
    </nav>
  );
}
