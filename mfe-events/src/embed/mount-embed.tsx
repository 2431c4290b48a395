import { createRoot } from 'react-dom/client';
import { createBasicPlatform } from '@cypher/contracts/react/basic-platform';
import { MemoryRoutedApp } from '@cypher/contracts/react/parcel';
import { paths } from '../shared/paths';
import { EmbedRoutes } from './embed-routes';
import { EMBED_SELECTOR, readEmbedOptions, type EmbedOptions } from './embed-options';
import { shadowRootCss } from './shadow-styles';

/** The widget's name among the partner page's landmarks. */
const WIDGET_LABEL = 'Events on Cypher';

/** A mounted widget. */
export interface EventsEmbed {
  unmount(): void;
}

/** The widget's root element: the theme and the partner's accent, which every view inherits. */
function widgetRoot(options: EmbedOptions): HTMLDivElement {
  const root = document.createElement('div');
  root.className = 'ev-embed';
  root.dataset.theme = options.theme;
  // Inline, so it wins over the light theme's own accent on the same element.
  if (options.accent) {
    root.style.setProperty('--cy-color-accent', options.accent.accent);
    root.style.setProperty('--cy-color-accent-contrast', options.accent.contrast);
  }
  // A landmark of the partner's page, and where focus waits while a page of the widget loads
  // (widget-arrival.tsx).
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', WIDGET_LABEL);
  // The widget's own language and direction, whatever the partner's page says (an RTL page).
  root.dir = 'ltr';
  root.lang = 'en';
  return root;
}

/**
 * Mounts the events of one or several organizations into a partner's element. Everything lives in
 * a shadow root: the partner's CSS cannot reach in, and ours (rendered in <style> elements inside
 * it, never in the document's head) cannot leak out.
 */
export function mountEventsEmbed(host: HTMLElement): EventsEmbed | null {
  // A second copy of the script on the page must not mount the widget twice.
  if (host.shadowRoot) return null;
  const { options, problems } = readEmbedOptions(host);
  for (const problem of problems) console.error(`[cypher events embed] ${problem}`, host);
  if (!options) return null;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = shadowRootCss();
  const appElement = widgetRoot(options);
  shadow.append(style, appElement);

  const { platform, toasts } = createBasicPlatform({ apiBase: options.apiBase, siteBase: options.siteBase, host: 'embed' });
  const firstView = options.view === 'calendar' ? paths.eventsCalendar() : paths.events();
  // A React root of its own, not a single-spa parcel: a partner's page has no single-spa to
  // share, and the widget is one script that should carry only what it uses.
  const root = createRoot(appElement);
  root.render(
    <MemoryRoutedApp
      routes={EmbedRoutes}
      platform={platform}
      toasts={toasts}
      initialPath={`${firstView}?o=${options.orgIds.join(',')}`}
    />,
  );
  return { unmount: () => root.unmount() };
}

/** Mounts every widget element under `root` that is not mounted yet. */
export function mountAllEventsEmbeds(root: ParentNode = document): EventsEmbed[] {
  return Array.from(root.querySelectorAll<HTMLElement>(EMBED_SELECTOR))
    .map((element) => mountEventsEmbed(element))
    .filter((mounted): mounted is EventsEmbed => mounted !== null);
}
