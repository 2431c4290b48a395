import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH } from '@cypher/contracts/texts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { hasDancerName } from '../features/auth/api/use-finish-sign-in';
import { SignupForm } from '../features/auth/components/signup-form';
import { afterOnboarding } from '../features/onboarding/after-onboarding';
import { OnboardingFormOnDemand } from '../features/onboarding/components/onboarding-on-demand';
import { FormPage } from '../shared/form-page';
import { useRedirectQuery } from '../shared/redirect-query';

/**
 * /signup ('Create Profile', queries incomplete and redirect). Signed out: the sign-up form, which
 * swaps to onboarding once the account exists. Signed in without a dancer name: onboarding at once.
 * Signed in with one: nothing to do here, so the redirect or Home.
 */
export function SignupPage() {
  const platform = usePlatform();
  const user = useSessionUser();
  const redirect = useRedirectQuery();
  const [search] = useSearchParams();
  const [signedUp, setSignedUp] = useState(false);
  // Also true right after onboarding saved (the session reloads with the new name): both go to
  // the same place, so the second navigation changes nothing.
  const complete = hasDancerName(user);

  useEffect(() => {
    if (complete) platform.navigate(afterOnboarding(redirect));
  }, [complete, platform, redirect]);

  const banner =
    search.get('incomplete') === 'true' ? (
      <p className="ac-banner" role="status">
        {AUTH.incompleteProfile}
      </p>
    ) : null;
  if (complete) return null;
  return (
    <FormPage title={AUTH.signupTitle} banner={banner}>
      {signedUp || user ? (
        <OnboardingFormOnDemand mode="signup" redirect={redirect} />
      ) : (
        <SignupForm
          redirect={redirect}
          onSubmitted={() => void OnboardingFormOnDemand.preload()}
          onSignedUp={() => setSignedUp(true)}
        />
      )}
    </FormPage>
  );
}
