import { useState, type FormEvent } from 'react';
import type { StatsPrivacy, UserProfile } from '@cypher/contracts';
import { PROFILE_STATS } from '../../../shared/profile-stats';
import { PROFILE_LABELS } from '../../../shared/profile-labels';
import { useSaveProfile } from '../api/use-save-profile';
import { SETTINGS_LABELS } from '../settings-labels';
import { SaveButton } from './save-button';

/** Stats: one privacy switch per stat; on means everyone sees it on the profile. */
export function StatsPrivacyForm({ profile }: { profile: UserProfile }) {
  const [privacy, setPrivacy] = useState<StatsPrivacy>(profile.privacy);
  const { save, saving } = useSaveProfile();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save({ privacy });
  }

  return (
    <form className="ac-settings__form" onSubmit={submit}>
      <p className="ac-settings__intro">{SETTINGS_LABELS.statsIntro}</p>
      <ul className="ac-settings__switches">
        {PROFILE_STATS.map((stat) => (
          <li key={stat} className="ac-settings__switch">
            <label>
              <input
                type="checkbox"
                role="switch"
                checked={privacy[stat]}
                onChange={(event) => setPrivacy({ ...privacy, [stat]: event.target.checked })}
                aria-label={SETTINGS_LABELS.statPublic(PROFILE_LABELS.stats[stat])}
              />
              <span className="ac-settings__switch-name">{PROFILE_LABELS.stats[stat]}</span>
              {typeof profile[stat] === 'number' ? <span className="ac-settings__switch-value">{profile[stat]}</span> : null}
            </label>
          </li>
        ))}
      </ul>
      <SaveButton saving={saving} />
    </form>
  );
}
