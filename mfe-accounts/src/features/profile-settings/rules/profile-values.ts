import type { ProfileUpdateInput, UserProfile } from '@cypher/contracts';
import { isRequiredTextPresent, validateProfileBirthday } from '@cypher/contracts/rules';
import { ERRORS } from '@cypher/contracts/texts';
import { countryHasStates } from '@cypher/contracts/countries';

/** The Profile tab's form: text as typed, ids of the images. */
export interface ProfileValues {
  dancerName: string;
  firstName: string;
  lastName: string;
  birthday: string;
  country: string;
  state: string;
  city: string;
  avatar: number | null;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export function profileValuesOf(profile: UserProfile): ProfileValues {
  return {
    dancerName: profile.dancerName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthday: profile.birthday ?? '',
    country: profile.country ?? '',
    state: profile.state ?? '',
    city: profile.city ?? '',
    avatar: profile.avatar,
  };
}

/** Onboarding's rules plus the profile-editing birthday rule ('Please enter a correct date'). */
export function validateProfile(values: ProfileValues, today: Date = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!isRequiredTextPresent(values.dancerName)) errors.dancerName = ERRORS.dancerNameRequired;
  if (!isRequiredTextPresent(values.firstName)) errors.firstName = ERRORS.fullNameRequired;
  if (!isRequiredTextPresent(values.lastName)) errors.lastName = ERRORS.fullNameRequired;
  const birthday = validateProfileBirthday(values.birthday, today);
  if (birthday) errors.birthday = birthday;
  if (!isRequiredTextPresent(values.country)) errors.country = ERRORS.fieldRequired;
  if (countryHasStates(values.country) && !isRequiredTextPresent(values.state)) errors.state = ERRORS.fieldRequired;
  if (!isRequiredTextPresent(values.city)) errors.city = ERRORS.fieldRequired;
  return errors;
}

/** What POST /user receives: trimmed text, no state outside AU, CA and US. */
export function toProfileUpdate(values: ProfileValues): ProfileUpdateInput {
  return {
    dancerName: values.dancerName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthday: values.birthday.trim(),
    country: values.country,
    state: countryHasStates(values.country) ? values.state.trim() : null,
    city: values.city.trim(),
    avatar: values.avatar,
  };
}
