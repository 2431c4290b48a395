// Spec: a cookie named `cookie` with the value `accepted` records consent.
import { COOKIE_CONSENT_NAME as CONSENT_NAME, COOKIE_CONSENT_VALUE as CONSENT_VALUE } from '@cypher/contracts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function hasCookieConsent(cookieHeader: string = document.cookie): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${CONSENT_NAME}=${CONSENT_VALUE}`);
}

export function recordCookieConsent(): void {
  document.cookie = `${CONSENT_NAME}=${CONSENT_VALUE}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
