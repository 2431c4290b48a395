import { VISIT_DATA_ID } from '@cypher/contracts';
import { readVisitHint } from './visit-hint';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = VISIT_DATA_ID;
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

describe('readVisitHint', () => {
  it("reads what the composition server wrote of the page's request", () => {
    expect(readVisitHint(pageWith('{"signedIn":true,"cookieConsent":false}'))).toEqual({ signedIn: true, cookieConsent: false });
    expect(readVisitHint(pageWith('{"signedIn":false,"cookieConsent":true}'))).toEqual({ signedIn: false, cookieConsent: true });
  });

  it('is null without the block (the dev server) or with a block it cannot trust', () => {
    expect(readVisitHint(pageWith(null))).toBeNull();
    expect(readVisitHint(pageWith('not json'))).toBeNull();
    expect(readVisitHint(pageWith('{"signedIn":"yes","cookieConsent":true}'))).toBeNull();
    expect(readVisitHint(pageWith('{"signedIn":true}'))).toBeNull();
  });
});
