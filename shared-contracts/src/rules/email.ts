import { ERRORS } from '../texts.js';

/** A standard address: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** 'Invalid e-mail' or null; onboarding lets an empty value pass (`allowEmpty`). */
export function validateEmail(value: string | null | undefined, options: { allowEmpty?: boolean } = {}): string | null {
  const text = (value ?? '').trim();
  if (text === '' && options.allowEmpty) return null;
  return isEmail(text) ? null : ERRORS.invalidEmail;
}
