import { LABELS } from './labels';

/** Placeholder cards shown while a page of events loads: the image, a title line and two meta lines
 *  in the card's own text classes, so a card that arrives takes the same height (no layout shift). */
export function EventCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <div className="cy-card ev-card ev-card--skeleton">
            <div className="ev-card-image" />
            <div className="ev-card-body">
              <p className="ev-card-title">
                <span className="ev-skeleton-line" />
              </p>
              <p className="ev-card-meta">
                <span className="ev-skeleton-line" />
              </p>
              <p className="ev-card-meta">
                <span className="ev-skeleton-line" />
              </p>
            </div>
          </div>
        </li>
      ))}
      {count > 0 ? <li className="cy-visually-hidden">{LABELS.loading}</li> : null}
    </>
  );
}
