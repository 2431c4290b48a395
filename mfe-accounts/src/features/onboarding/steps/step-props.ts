import type { OnboardingErrors, OnboardingValues } from '../onboarding-values';

/** What every onboarding step receives: the whole form, its errors and a way to change fields. */
export interface StepProps {
  values: OnboardingValues;
  errors: OnboardingErrors;
  change: (patch: Partial<OnboardingValues>) => void;
}
