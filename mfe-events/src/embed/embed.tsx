// The partner embed: one self-contained script (react and everything else bundled in, nothing
// federated) that turns each `<div data-cypher-events data-org-id=… data-api-base=…>` on the
// page into the events of that organization.
import { mountAllEventsEmbeds } from './mount-embed';

declare global {
  interface Window {
    /** For partners that add widget elements after the page loaded (single-page sites). */
    CypherEvents?: { mountAll: typeof mountAllEventsEmbeds };
  }
}

window.CypherEvents = { mountAll: mountAllEventsEmbeds };

// The script tag is usually `async`: it may run before or after the document finished parsing.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => mountAllEventsEmbeds(), { once: true });
} else {
  mountAllEventsEmbeds();
}
