import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The organizer's rich text; sanitised again here although the API stored it sanitised. */
export function EventDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="ev-description" dangerouslySetInnerHTML={{ __html: clean }} />;
}
