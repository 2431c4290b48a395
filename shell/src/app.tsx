// The shell's root: session store, router, platform, chrome around the routed areas.
import { useMemo } from 'react';
import { Provider, createStore } from 'jotai';
import { THEME_CSS } from '@cypher/contracts';
import { BrowserRouter } from 'react-router';
import { CookieBanner } from './chrome/cookie-banner.js';
import { Footer } from './chrome/footer.js';
import { Header } from './chrome/header.js';
import { Toast } from './chrome/toast.js';
import { createPlatform } from './platform/create-platform.js';
import { ShellPlatformProvider } from './platform/platform-context.js';
import { createNavigator, RouterBridge } from './platform/router-bridge.js';
import { AppRoutes } from './routing/app-routes.js';
import { NavigationEffects } from './routing/navigation-effects.js';
import { texts } from './texts.js';
import styles from './styles.css';

export function App() {
  const { store, navigator, platform } = useMemo(() => {
    const store = createStore();
    const navigator = createNavigator();
    const platform = createPlatform({
      store,
      navigate: (path) => navigator.navigate(path),
      currentPath: () => window.location.pathname,
    });
    return { store, navigator, platform };
  }, []);

  return (
    <Provider store={store}>
      <ShellPlatformProvider platform={platform}>
        <BrowserRouter>
          <style>{THEME_CSS + styles}</style>
          <RouterBridge navigator={navigator} />
          <NavigationEffects />
          <a className="sh-skip-link" href="#sh-content">
            {texts.skipToContent}
          </a>
          <div className="sh-page">
            <Header />
            <main id="sh-content" className="sh-main" tabIndex={-1}>
              <AppRoutes />
            </main>
            <Footer />
          </div>
          <CookieBanner />
          <Toast />
        </BrowserRouter>
      </ShellPlatformProvider>
    </Provider>
  );
}
