import { useSearchParams } from 'react-router-dom';
import { ERRORS } from '@cypher/contracts/texts';
import { useSessionUser } from '@cypher/contracts/react';
import { useMe } from '../features/profile-settings/api/use-me';
import { ChangePasswordForm } from '../features/profile-settings/components/change-password-form';
import { ContactSocialForm } from '../features/profile-settings/components/contact-social-form';
import { OtherProfiles } from '../features/profile-settings/components/other-profiles';
import { ProfileForm } from '../features/profile-settings/components/profile-form';
import { SettingsMenu } from '../features/profile-settings/components/settings-menu';
import { StatsPrivacyForm } from '../features/profile-settings/components/stats-privacy-form';
import { SETTINGS_LABELS } from '../features/profile-settings/settings-labels';
import { SETTINGS_TAB_LABEL, settingsTabFrom } from '../features/profile-settings/settings-tabs';
import '../features/profile-settings/profile-settings.css';

/**
 * /profile-setting?tabName=profile|contact|stats|password|profiles — the acting profile's
 * settings (the shell lets only signed-in users in).
 */
export function ProfileSettingsPage() {
  const [search] = useSearchParams();
  const tab = settingsTabFrom(search.get('tabName'));
  const user = useSessionUser();
  const { data: me } = useMe();
  // The session knows how the account signs in; GET /user says it too once loaded.
  const provider = user?.authProvider ?? me?.authProvider;
  return (
    <section className="cy-page" aria-labelledby="ac-settings-title">
      <h1 id="ac-settings-title" className="cy-title">
        {SETTINGS_LABELS.title}
      </h1>
      <div className="ac-settings__layout">
        <SettingsMenu current={tab} />
        <div className="ac-settings__panel" aria-busy={!me}>
          <h2 className="ac-settings__heading">{SETTINGS_TAB_LABEL[tab]}</h2>
          {/* Keyed by profile: a switch of profile (or a save's answer) starts the form afresh. */}
          {me && tab === 'profile' ? <ProfileForm key={me.id} profile={me} /> : null}
          {me && tab === 'contact' ? <ContactSocialForm key={me.id} profile={me} /> : null}
          {me && tab === 'stats' ? <StatsPrivacyForm key={me.id} profile={me} /> : null}
          {tab === 'password' && provider === 'password' ? <ChangePasswordForm /> : null}
          {tab === 'password' && provider && provider !== 'password' ? (
            <p className="ac-settings__note">{ERRORS.passwordChangeNotPossible}</p>
          ) : null}
          {me && tab === 'profiles' ? <OtherProfiles me={me} /> : null}
        </div>
      </div>
    </section>
  );
}
