import { texts } from '../texts.js';

/** The spinner while the session or a lazy page is on its way. */
export function PageLoading() {
  return (
    <div className="sh-area-loading" role="status">
      <span className="sh-spinner" aria-hidden="true" />
      <span className="cy-visually-hidden">{texts.loading}</span>
    </div>
  );
}
