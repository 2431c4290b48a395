import { Type } from '@sinclair/typebox';
import { isEmail } from '../rules/email.js';
import { isSocialLink, isWebLink } from '../rules/web-link.js';
import { WEBSITE_EXAMPLE } from '../rules/website.js';
import { ERRORS } from '../texts.js';

/**
 * String formats the contracts' schemas use, each checked by one rule of `rules/`. The API's
 * validator registers them (`format` in a schema), so a stored address or link has passed the
 * same rule the forms use, and a 400 says what a person can act on.
 */
export const SCHEMA_FORMATS = {
  email: { check: isEmail, message: ERRORS.invalidEmail },
  // Blank means none for a link field (the services store it as null).
  'web-link': { check: (value: string) => value.trim() === '' || isWebLink(value), message: ERRORS.urlFormat(WEBSITE_EXAMPLE) },
  'social-link': { check: isSocialLink, message: ERRORS.urlFormat(WEBSITE_EXAMPLE) },
} as const satisfies Record<string, { check: (value: string) => boolean; message: string }>;

export type SchemaFormat = keyof typeof SCHEMA_FORMATS;

/** An e-mail address (rules/email.ts). */
export function EmailAddress(maxLength = 254) {
  return Type.String({ format: 'email', maxLength });
}

/** An absolute http(s) address (rules/web-link.ts), or blank. */
export function WebLink(maxLength = 500) {
  return Type.String({ format: 'web-link', maxLength });
}

/** A social entry: a web link, a handle or a scheme-less address; blank means none. */
export function SocialLink(maxLength = 300) {
  return Type.String({ format: 'social-link', maxLength });
}
