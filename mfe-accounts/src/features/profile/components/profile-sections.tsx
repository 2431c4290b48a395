import { useState } from 'react';
import type { UserProfile } from '@cypher/contracts';
import { PROFILE } from '@cypher/contracts/texts';
import { AreaLink, lazyPart } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { PROFILE_LABELS } from '../../../shared/profile-labels';
import { ProfileEventsTab } from './profile-events-tab';
import type { BadgesTabProps } from './badges-tab';
import type { PlayerCardTabProps } from './player-card-tab';
import { panelId, tabId, TabList } from './tab-list';

type Section = keyof typeof PROFILE.tabs;
const SECTIONS: Section[] = ['events', 'badges', 'playerCard'];
const ID_PREFIX = 'ac-profile';

// Events is the tab open on arrival: the Badges and Player Card tabs (and the owner's card upload)
// are fetched when one is first opened. Opening is a click or a key, so what they replace moving
// is the visitor's own doing; nothing stands in for the moment they take.
const BadgesTab = lazyPart<BadgesTabProps>(
  () => import('./badges-tab'),
  'BadgesTab',
  () => null,
);
const PlayerCardTab = lazyPart<PlayerCardTabProps>(
  () => import('./player-card-tab'),
  'PlayerCardTab',
  () => null,
);

interface Props {
  profile: UserProfile;
  /** The profile belongs to the caller's account (drafts). */
  isOwner: boolean;
  /** The caller acts as this profile (player card upload saves the acting profile). */
  actsAs: boolean;
}

/** The profile's tabs: Events, Badges, Player Card. */
export function ProfileSections({ profile, isOwner, actsAs }: Props) {
  const [section, setSection] = useState<Section>('events');
  return (
    <section className="ac-profile-sections">
      <TabList
        label={PROFILE_LABELS.profileTabs}
        idPrefix={ID_PREFIX}
        tabs={SECTIONS.map((id) => ({ id, label: PROFILE.tabs[id] }))}
        selected={section}
        onSelect={setSection}
      />
      <div
        className="ac-tabs__panel"
        role="tabpanel"
        id={panelId(ID_PREFIX, section)}
        aria-labelledby={tabId(ID_PREFIX, section)}
        tabIndex={0}
      >
        {section === 'events' ? <ProfileEventsTab userId={profile.id} isOwner={isOwner} /> : null}
        {/* The dancer's own feed is the acting profile's (the API keys it by the caller): only there. */}
        {section === 'events' && actsAs ? (
          <p className="ac-profile-events__feed">
            <AreaLink to={paths.calendarApps} className="cy-link">
              {PROFILE_LABELS.calendarApps}
            </AreaLink>
          </p>
        ) : null}
        {section === 'badges' ? <BadgesTab eventsAttended={profile.eventsAttended} /> : null}
        {section === 'playerCard' ? <PlayerCardTab profile={profile} canUpload={actsAs} /> : null}
      </div>
    </section>
  );
}
