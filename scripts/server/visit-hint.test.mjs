// The visit block of the first HTML (visit-hint.mjs): what a request's Cookie header says.
import { VISIT_DATA_ID } from '@cypher/contracts';
import { visitBlock, visitOf } from './visit-hint.mjs';

describe('visitOf', () => {
  it('reads the session marker and the cookie consent, and nothing else', () => {
    expect(visitOf(undefined)).toEqual({ signedIn: false, cookieConsent: false });
    expect(visitOf('cypher_signed_in=1; cookie=accepted')).toEqual({ signedIn: true, cookieConsent: true });
    expect(visitOf('theme=dark;cookie=accepted')).toEqual({ signedIn: false, cookieConsent: true });
    expect(visitOf('cypher_signed_in=1')).toEqual({ signedIn: true, cookieConsent: false });
  });

  it('takes exact names and values: a look-alike cookie counts for nothing', () => {
    expect(visitOf('xcypher_signed_in=1; mycookie=accepted')).toEqual({ signedIn: false, cookieConsent: false });
    expect(visitOf('cypher_signed_in=0; cookie=declined')).toEqual({ signedIn: false, cookieConsent: false });
    expect(visitOf('cypher_signed_in=; cookie')).toEqual({ signedIn: false, cookieConsent: false });
  });
});

describe('visitBlock', () => {
  it('is a JSON data block the shell finds by its id', () => {
    const block = visitBlock({ signedIn: true, cookieConsent: false });
    expect(block).toBe(`<script type="application/json" id="${VISIT_DATA_ID}">{"signedIn":true,"cookieConsent":false}</script>`);
  });
});
