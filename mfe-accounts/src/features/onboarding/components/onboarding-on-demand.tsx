import { lazyPart } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import type { OnboardingFormProps } from './onboarding-form';

/** While the code arrives: an empty frame the height of the first step, so nothing below moves. */
function OnboardingStandIn() {
  return (
    <div className="ac-onboarding-stand-in" role="status">
      <span className="cy-visually-hidden">{AUTH_LABELS.working}</span>
    </div>
  );
}

/**
 * The onboarding form, its code fetched when the form is first drawn: a visitor of /signup first
 * sees the sign-up form, and onboarding only once the account exists. The page preloads it as the
 * sign-up is sent, so the form is usually here when it is needed.
 */
export const OnboardingFormOnDemand = lazyPart<OnboardingFormProps>(
  () => import('./onboarding-form'),
  'OnboardingForm',
  OnboardingStandIn,
);
