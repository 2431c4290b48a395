import { Suspense, type ReactNode } from 'react';
import type { Platform } from '../platform/platform.js';
import { AreaErrorBoundary } from './area-error-boundary.js';
import { PageLoading } from './lazy-page.js';
import { PlatformProvider } from './platform-context.js';
import { CALL_FAILURE } from '../texts/call-failure.js';

/** Text of the contained failure every feature app shows when one of its pages throws: the same
 *  words as a failed call's toast. */
export const AREA_FAILED_TEXT = CALL_FAILURE.generic;

export interface FeatureAppRootProps {
  platform: Platform;
  /**
   * Stylesheets as text, for a host whose document does not carry Cypher's styles: the partner
   * embed's shadow root (the kit's `kit.css`, then the app's). Under the shell none is given: its
   * first HTML carries the theme and the kit, and each app's CSS files arrive with its chunks.
   */
  styles?: string;
  children: ReactNode;
}

/** What every feature app renders around its pages: platform, its own error boundary and the
 *  Suspense boundary of its on-demand pages (`lazyPage`), and the styles of a shadow-root host. */
export function FeatureAppRoot({ platform, styles, children }: FeatureAppRootProps) {
  return (
    <PlatformProvider platform={platform}>
      {styles ? <style>{styles}</style> : null}
      {/* display: contents — the wrapper only scopes the kit's focus ring and box model. */}
      <div className="cy-root">
        <AreaErrorBoundary
          fallback={(retry) => (
            <div className="cy-area-failed" role="alert">
              <p>{AREA_FAILED_TEXT}</p>
              <button type="button" className="cy-button" onClick={retry}>
                Retry
              </button>
            </div>
          )}
        >
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </AreaErrorBoundary>
      </div>
    </PlatformProvider>
  );
}
