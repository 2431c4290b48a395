import { LABELS } from '../../shared/labels';

/** Placeholder chips while a page of events loads: the image and the title, dates and place lines
 *  in the chip's own classes, so chips that arrive take the same room (no layout shift). */
export function OrgEventChipSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={`skeleton-${index}`} className="og-event-chip" aria-hidden="true">
          <span className="og-event-chip__image og-image--empty og-skeleton" />
          <div className="og-event-chip__body">
            <p className="og-event-chip__title">
              <span className="og-skeleton-line" />
            </p>
            <p className="cy-muted">
              <span className="og-skeleton-line og-skeleton-line--short" />
            </p>
            <p className="cy-muted">
              <span className="og-skeleton-line og-skeleton-line--short" />
            </p>
          </div>
        </li>
      ))}
      {count > 0 ? <li className="cy-visually-hidden">{LABELS.loading}</li> : null}
    </>
  );
}
