import { useEffect } from 'react';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import { ONBOARDING_LABELS } from '../shared/onboarding-labels';
import { paths } from '../shared/paths';
import { FormPage } from '../shared/form-page';

/** /create-other-profile: the onboarding form adding another dancer profile to the account. */
export function CreateOtherProfilePage() {
  const platform = usePlatform();
  const user = useSessionUser();
  useEffect(() => {
    if (!user) platform.requireLogin(paths.createOtherProfile);
  }, [user, platform]);
  if (!user) return null;
  return (
    <FormPage title={ONBOARDING_LABELS.otherProfileTitle}>
      <OnboardingForm mode="add" redirect={null} />
    </FormPage>
  );
}
