import { SanitizedHtml } from '@cypher/contracts/react/rich-text';

/** The organizer's rich text; sanitised again here although the API stored it sanitised. */
export function EventDescription({ html }: { html: string }) {
  return <SanitizedHtml html={html} className="ev-description" />;
}
