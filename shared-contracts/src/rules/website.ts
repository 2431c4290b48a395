import { ERRORS } from '../texts.js';

/** What the website message shows as the expected form. */
export const WEBSITE_EXAMPLE = 'https://www.example.com';

/** The optional event website: empty is fine; otherwise an https URL with a dotted host. */
export function validateWebsite(value: string | null | undefined, example: string = WEBSITE_EXAMPLE): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.hostname.includes('.') && !text.includes(' ')) return null;
  } catch {
    // not a URL at all: same message
  }
  return ERRORS.urlFormat(example);
}
