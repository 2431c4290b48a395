import { ERRORS } from '../texts.js';

/**
 * A standard address: the characters HTML's `type=email` allows before the `@` (letters of any
 * script too), then dotted host labels of letters, digits and inner hyphens. Quotes, angle
 * brackets, parentheses and spaces never pass, so an address is safe wherever it is shown or put
 * in a `mailto:` link. The API's schemas (format `email`) and the forms use this one rule.
 */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`^[\\p{L}\\p{N}.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`, 'u');

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** 'Invalid e-mail' or null; onboarding lets an empty value pass (`allowEmpty`). */
export function validateEmail(value: string | null | undefined, options: { allowEmpty?: boolean } = {}): string | null {
  const text = (value ?? '').trim();
  if (text === '' && options.allowEmpty) return null;
  return isEmail(text) ? null : ERRORS.invalidEmail;
}
