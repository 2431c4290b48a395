import { visitOf } from './visit.js';

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
