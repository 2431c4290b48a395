import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { useProfile } from '../features/profile/api/use-profile';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { ProfileSections } from '../features/profile/components/profile-sections';
import '../features/profile/profile.css';

/** A profile id from the path, or null when it is not a positive whole number. */
function idFromPath(text: string | undefined): number | null {
  return text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** /profile/:id — a dancer's profile: who they are, their events, badges and player card. */
export function ProfilePage() {
  const platform = usePlatform();
  const id = idFromPath(useParams().id);
  const me = useSessionUser();
  const { data: profile } = useProfile(id);
  // A failed load (unknown id) or a malformed id: the host shows its 404 page.
  const missing = id === null || profile === null;
  useEffect(() => {
    if (missing) platform.notFound();
  }, [missing, platform]);

  if (!profile) return null;
  const actsAs = me?.id === profile.id;
  // Spec: the owner is who may edit the profile, or whose current profile it is.
  const isOwner = profile.canEdit || actsAs;
  return (
    <article className="cy-page" aria-labelledby="ac-profile-name">
      <ProfileHeader profile={profile} settings={actsAs ? 'acting' : profile.canEdit ? 'switch' : null} />
      <ProfileSections key={profile.id} profile={profile} isOwner={isOwner} actsAs={actsAs} />
    </article>
  );
}
