// The visit block of the first HTML (visit-hint.mjs); what a Cookie header says is visitOf's, tested
// with the contracts (shared-contracts/src/rules/visit.test.ts).
import { VISIT_DATA_ID } from '@cypher/contracts';
import { visitBlock } from './visit-hint.mjs';

describe('visitBlock', () => {
  it('is a JSON data block the shell finds by its id', () => {
    const block = visitBlock({ signedIn: true, cookieConsent: false });
    expect(block).toBe(`<script type="application/json" id="${VISIT_DATA_ID}">{"signedIn":true,"cookieConsent":false}</script>`);
  });
});
