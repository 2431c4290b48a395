// What an area shows while it loads, and instead of itself when it cannot load.
import { texts } from '../texts.js';
import { RemoteLoadError } from './remote-loader.js';

export function AreaLoading({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`sh-area-loading${compact ? ' sh-area-loading--compact' : ''}`} role="status" aria-live="polite">
      <span className="sh-spinner" aria-hidden="true" />
      <span className="cy-visually-hidden">{texts.loading}</span>
      {compact ? null : (
        <div className="sh-skeleton" aria-hidden="true">
          <span className="sh-skeleton__line sh-skeleton__line--wide" />
          <span className="sh-skeleton__line" />
          <span className="sh-skeleton__line" />
        </div>
      )}
    </div>
  );
}

export function AreaFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const incompatible = error instanceof RemoteLoadError && error.failure === 'incompatible';
  return (
    <div className="sh-area-failed" role="alert" data-area-state="failed">
      <p className="sh-area-failed__title">{incompatible ? texts.areaIncompatible : texts.areaUnavailable}</p>
      <p className="sh-area-failed__text">{texts.genericFailure}</p>
      <button type="button" className="sh-button sh-button--accent" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}
