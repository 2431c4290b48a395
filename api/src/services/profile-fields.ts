import {
  countryByCode,
  countryHasStates,
  ERRORS,
  parseMonthDayYear,
  trimmedOrNull,
  validateBirthday,
  validateEmail,
  validateProfileBirthday,
  validateWebsite,
  type ProfileUpdateInput,
} from '@cypher/contracts';
import { BadRequestError } from '../errors.js';
import type { ProfileColumns } from '../repositories/profiles-repository.js';
import { searchForm } from '../db/stored-text.js';

/** users.search_name holds as many characters as the dancer name. */
const SEARCH_NAME_CHARACTERS = 100;

export const PROFILE_MESSAGES = {
  unknownCountry: 'Please choose a country from the list',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  imageMissing: 'This image does not exist',
} as const;

/** Which birthday rule applies: onboarding checks the format, profile editing also the range. */
export type BirthdayRule = 'onboarding' | 'edit';

const fail = (message: string, field: string, rule = 'value'): never => {
  throw new BadRequestError(message, `body.${field}`, { rule });
};

function requiredText(value: string, message: string, field: string): string {
  const text = value.trim();
  if (!text) fail(message, field, 'required');
  return text;
}

/**
 * The spec's validation rules (section 5) applied to a profile write, turned into columns.
 * `current` is the stored country, so a state sent alone is checked against it.
 */
export function profileColumns(
  input: ProfileUpdateInput,
  options: { birthdayRule: BirthdayRule; today: Date; currentCountry: string | null },
): ProfileColumns {
  const columns: ProfileColumns = {};
  if (input.firstName !== undefined) columns.first_name = requiredText(input.firstName, ERRORS.fullNameRequired, 'firstName');
  if (input.lastName !== undefined) columns.last_name = requiredText(input.lastName, ERRORS.fullNameRequired, 'lastName');
  if (input.dancerName !== undefined) {
    const name = requiredText(input.dancerName, ERRORS.dancerNameRequired, 'dancerName');
    columns.dancer_name = name;
    columns.search_name = searchForm(name, SEARCH_NAME_CHARACTERS);
  }
  if (input.birthday !== undefined) {
    const message =
      options.birthdayRule === 'edit' ? validateProfileBirthday(input.birthday, options.today) : validateBirthday(input.birthday);
    if (message) fail(message, 'birthday', 'birthday');
    const { year, month, day } = parseMonthDayYear(input.birthday)!;
    columns.birthday = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  if (input.country !== undefined) {
    const country = countryByCode(input.country.trim());
    if (!country) fail(PROFILE_MESSAGES.unknownCountry, 'country');
    columns.country = country!.shortName;
  }
  const country = columns.country ?? options.currentCountry;
  if (input.country !== undefined || input.state !== undefined) {
    // State is asked only for Australia, Canada and the United States, and required there.
    const state = trimmedOrNull(input.state ?? null);
    if (countryHasStates(country) && !state) fail(PROFILE_MESSAGES.stateRequired, 'state', 'required');
    columns.state = countryHasStates(country) ? state : null;
  }
  if (input.city !== undefined) columns.city = requiredText(input.city, PROFILE_MESSAGES.cityRequired, 'city');
  if (input.avatar !== undefined) columns.avatar_image_id = input.avatar;
  if (input.card !== undefined) columns.card_image_id = input.card;
  if (input.socials) {
    const s = input.socials;
    const email = trimmedOrNull(s.email);
    const emailError = validateEmail(email, { allowEmpty: true });
    if (emailError) fail(emailError, 'socials.email', 'format');
    const website = trimmedOrNull(s.website);
    const websiteError = validateWebsite(website);
    if (websiteError) fail(websiteError, 'socials.website', 'format');
    Object.assign(columns, {
      social_email: email,
      social_facebook: trimmedOrNull(s.facebook),
      social_instagram: trimmedOrNull(s.instagram),
      social_twitter: trimmedOrNull(s.twitter),
      social_youtube: trimmedOrNull(s.youtube),
      social_website: website,
    });
  }
  if (input.privacy) {
    const p = input.privacy;
    Object.assign(columns, {
      events_attended_public: p.eventsAttended,
      battles_entered_public: p.battlesEntered,
      battles_won_public: p.battlesWon,
      events_dj_public: p.eventsDj,
      battles_judged_public: p.battlesJudged,
    });
  }
  return columns;
}
