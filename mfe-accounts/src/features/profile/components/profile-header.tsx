import { Link } from 'react-router-dom';
import { fixedSizeImage, type UserProfile } from '@cypher/contracts';
import { ageFromBirthday } from '@cypher/contracts/rules';
import { countryByCode } from '@cypher/contracts/countries';
import { usePlatform } from '@cypher/contracts/react';
import { PatronLabel } from '../../../shared/patron-label';
import { PROFILE_LABELS } from '../../../shared/profile-labels';
import { paths } from '../../../shared/paths';
import { ProfileSocials } from './profile-socials';
import { ProfileStats } from '../../../shared/profile-stats';

/** Spec avatar sizes include 100 px; a 2× screen takes the 200 px copy. */
const AVATAR_PX = 100;

/**
 * Who the dancer is: avatar, flag, names, age, where from, patron mark, socials, stats, and the
 * Settings button for the owner. `settings`: 'acting' when the caller acts as this profile, so
 * Profile settings (which edit the acting profile) are its settings; 'switch' for another profile
 * of the caller's account (canEdit): the button opens Profile settings acting as this profile
 * (switching reloads the page, already on the settings); null for everyone else.
 */
export function ProfileHeader({ profile, settings }: { profile: UserProfile; settings: 'acting' | 'switch' | null }) {
  const platform = usePlatform();
  const openAsThisProfile = () => {
    platform.navigate(paths.settingsTab());
    void platform.session.switchProfile(profile.id);
  };
  const avatar = fixedSizeImage(platform, profile.avatar, AVATAR_PX);
  const country = countryByCode(profile.country);
  const age = ageFromBirthday(profile.birthday);
  const place = [profile.city, profile.state, country?.name ?? profile.country].filter(Boolean).join(', ');
  return (
    <header className="ac-profile-header">
      {avatar ? (
        <img className="ac-profile-header__avatar" {...avatar} alt={PROFILE_LABELS.avatarOf(profile.dancerName)} />
      ) : (
        <span className="ac-profile-header__avatar ac-profile-header__avatar--empty" aria-hidden="true">
          {profile.dancerName.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="ac-profile-header__who">
        <h1 id="ac-profile-name" className="ac-profile-header__name">
          {country ? (
            <span className="ac-profile-header__flag" role="img" aria-label={country.name}>
              {country.flag}
            </span>
          ) : null}
          {profile.dancerName}
          {profile.isPatron ? <PatronLabel /> : null}
        </h1>
        {profile.fullName ? (
          <p className="ac-profile-header__full-name">
            {profile.fullName}
            {age === null ? null : `, ${age}`}
          </p>
        ) : null}
        {place ? <p className="ac-profile-header__place">{place}</p> : null}
        <ProfileSocials socials={profile.socials} />
      </div>
      <ProfileStats profile={profile} />
      {settings === 'acting' ? (
        <Link className="cy-button ac-profile-header__settings" to={paths.settingsTab()}>
          {PROFILE_LABELS.settings}
        </Link>
      ) : null}
      {settings === 'switch' ? (
        <button type="button" className="cy-button ac-profile-header__settings" onClick={openAsThisProfile}>
          {PROFILE_LABELS.settings}
        </button>
      ) : null}
    </header>
  );
}
