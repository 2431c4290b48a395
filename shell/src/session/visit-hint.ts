// What the composition server saw of this visitor (the first HTML's data block, VISIT_DATA_ID):
// whether the browser holds a session and has accepted cookies. The cookie banner starts from it
// instead of reading document.cookie, a synchronous wait on the browser process during the first
// paint (issue 7); null without the block (the dev server's page), when the banner reads the cookie.
import { VISIT_DATA_ID, type VisitHint } from '@cypher/contracts';

export function readVisitHint(doc: Document | undefined = globalThis.document): VisitHint | null {
  const block = doc?.getElementById(VISIT_DATA_ID);
  if (!block) return null;
  try {
    const { signedIn, cookieConsent } = JSON.parse(block.textContent ?? '') as Partial<VisitHint>;
    if (typeof signedIn !== 'boolean' || typeof cookieConsent !== 'boolean') return null;
    return { signedIn, cookieConsent };
  } catch {
    return null;
  }
}
