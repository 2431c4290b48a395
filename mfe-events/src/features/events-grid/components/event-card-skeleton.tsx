import { words } from '../../../words';

/** Placeholder cards shown while a page of events loads. */
export function EventCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <div className="cy-card ev-card ev-card--skeleton">
            <div className="ev-card-image" />
            <div className="ev-card-body">
              <div className="ev-skeleton-line" />
              <div className="ev-skeleton-line" />
            </div>
          </div>
        </li>
      ))}
      {count > 0 ? <li className="cy-visually-hidden">{words.loading}</li> : null}
    </>
  );
}
