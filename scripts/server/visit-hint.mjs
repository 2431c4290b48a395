// What the page's request tells the composition server about the visitor (visitOf, the contracts'
// reading of a Cookie header), written into the first HTML as a data block (VISIT_DATA_ID) so the
// shell starts without reading `document.cookie`: on Chromium that read is a synchronous wait on
// the browser process (2-19 ms unthrottled on this machine), which landed in the first tasks after
// the first paint (issue 7, total blocking time).
import { VISIT_DATA_ID } from '@cypher/contracts';

/** The data block for the end of the page's head (booleans only: nothing to escape). */
export function visitBlock(visit) {
  return `<script type="application/json" id="${VISIT_DATA_ID}">${JSON.stringify({
    signedIn: visit.signedIn,
    cookieConsent: visit.cookieConsent,
  })}</script>`;
}
