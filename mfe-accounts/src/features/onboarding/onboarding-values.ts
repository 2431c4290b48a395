import type { NewProfileInput } from '@cypher/contracts';
import { validateBirthday } from '@cypher/contracts/rules';
import { ERRORS } from '@cypher/contracts/texts';
import { countryHasStates } from '@cypher/contracts/countries';
import { ONBOARDING_LABELS } from '../../shared/onboarding-labels';

/** What the onboarding form collects, as typed (trimmed only when saved). */
export interface OnboardingValues {
  firstName: string;
  lastName: string;
  dancerName: string;
  birthday: string;
  country: string;
  state: string;
  city: string;
  avatar: number | null;
  card: number | null;
}

export const EMPTY_ONBOARDING: OnboardingValues = {
  firstName: '',
  lastName: '',
  dancerName: '',
  birthday: '',
  country: '',
  state: '',
  city: '',
  avatar: null,
  card: null,
};

/** The six steps, in the spec's order. */
export const ONBOARDING_STEPS = ['fullName', 'dancerName', 'birthday', 'location', 'avatar', 'card'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingErrors = Partial<Record<keyof OnboardingValues, string>>;

const blank = (text: string) => text.trim() === '';

/** The messages that keep a step from moving on; an empty object lets it go. */
export function validateStep(step: OnboardingStep, values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {};
  if (step === 'fullName') {
    if (blank(values.firstName)) errors.firstName = ERRORS.fullNameRequired;
    if (blank(values.lastName)) errors.lastName = ERRORS.fullNameRequired;
  }
  if (step === 'dancerName' && blank(values.dancerName)) errors.dancerName = ERRORS.dancerNameRequired;
  if (step === 'birthday') {
    const problem = validateBirthday(values.birthday);
    if (problem) errors.birthday = problem;
  }
  if (step === 'location') {
    if (!values.country) errors.country = ONBOARDING_LABELS.countryRequired;
    if (countryHasStates(values.country) && blank(values.state)) errors.state = ONBOARDING_LABELS.stateRequired;
    if (blank(values.city)) errors.city = ONBOARDING_LABELS.cityRequired;
  }
  return errors;
}

/** The saved form: trimmed text, and a state only where the country has states. */
export function toProfileInput(values: OnboardingValues): NewProfileInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dancerName: values.dancerName.trim(),
    birthday: values.birthday.trim(),
    country: values.country,
    state: countryHasStates(values.country) ? values.state.trim() : null,
    city: values.city.trim(),
    avatar: values.avatar,
    card: values.card,
  };
}
