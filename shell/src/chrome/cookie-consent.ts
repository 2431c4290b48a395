// Spec: a cookie named `cookie` with the value `accepted` records consent.
import { COOKIE_CONSENT_NAME as CONSENT_NAME, COOKIE_CONSENT_VALUE as CONSENT_VALUE } from '@cypher/contracts';
import { visitOf } from '@cypher/contracts/rules';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function hasCookieConsent(cookieHeader: string = document.cookie): boolean {
  return visitOf(cookieHeader).cookieConsent;
}

export function recordCookieConsent(): void {
  document.cookie = `${CONSENT_NAME}=${CONSENT_VALUE}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
