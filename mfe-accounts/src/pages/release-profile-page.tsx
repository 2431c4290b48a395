import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { ReleaseProfileForm } from '../features/release-profile/release-profile-form';
import { AUTH_LABELS } from '../shared/auth-labels';
import { paths } from '../shared/paths';
import { FormPage } from '../shared/form-page';

/** /release-profile/:id: only a signed-in owner of that profile can release it (the API checks). */
export function ReleaseProfilePage() {
  const platform = usePlatform();
  const user = useSessionUser();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (!valid) platform.notFound();
    else if (!user) platform.requireLogin(paths.releaseProfile(id));
  }, [valid, user, id, platform]);
  if (!valid || !user) return null;
  return (
    <FormPage title={AUTH_LABELS.releaseTitle}>
      <p className="ac-form__hint">{AUTH_LABELS.releaseIntro}</p>
      <ReleaseProfileForm profileId={id} />
    </FormPage>
  );
}
