// The shell's root: session store, router, platform, chrome around the routed areas.
import { Provider, createStore } from 'jotai';
import type { VisitHint } from '@cypher/contracts';
import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { BrowserRouter } from 'react-router-dom';
import { CookieBanner } from './chrome/cookie-banner.js';
import { Footer } from './chrome/footer.js';
import { Header } from './chrome/header.js';
import { Toast } from './chrome/toast.js';
import { createPlatform, type ShellPlatform } from './platform/create-platform.js';
import { ShellPlatformProvider } from './platform/platform-context.js';
import { createNavigator, RouterBridge, type Navigator } from './platform/router-bridge.js';
import { AppRoutes } from './routing/app-routes.js';
import { NavigationEffects } from './routing/navigation-effects.js';
import { readVisitHint } from './session/visit-hint.js';
import { texts } from './texts.js';

export interface Shell {
  store: ReturnType<typeof createStore>;
  navigator: Navigator;
  platform: ShellPlatform;
  /** What the composition server saw of this visit; null when the page did not say. */
  visit: VisitHint | null;
}

/**
 * Built once, outside React (StrictMode would build twice): the store, the platform and the
 * session, whose start loads the user of a stored token.
 */
export function createShell(): Shell {
  const store = createStore();
  const navigator = createNavigator();
  const visit = readVisitHint();
  const platform = createPlatform({
    store,
    navigate: (path) => navigator.navigate(path),
    currentPath: () => window.location.pathname,
    cookieSaysSignedIn: visit?.signedIn ?? null,
  });
  return { store, navigator, platform, visit };
}

export function App({ shell }: { shell: Shell }) {
  const { store, navigator, platform, visit } = shell;

  return (
    <Provider store={store}>
      <ShellPlatformProvider platform={platform}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <RouterBridge navigator={navigator} />
          <NavigationEffects />
          <a className="sh-skip-link" href="#sh-content">
            {texts.skipToContent}
          </a>
          {/* Before the page in the Tab order: it covers the page's foot until answered. */}
          <CookieBanner consented={visit?.cookieConsent} />
          <div className="sh-page">
            <Header />
            <main id="sh-content" className="sh-main" tabIndex={-1}>
              <AppRoutes />
            </main>
            <Footer />
          </div>
          <Toast />
        </BrowserRouter>
      </ShellPlatformProvider>
    </Provider>
  );
}
