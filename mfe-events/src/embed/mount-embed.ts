import { mountRootParcel, type Parcel } from 'single-spa';
import { createBasicPlatform } from '@cypher/contracts/react';
import parcel from '../parcel';
import { paths } from '../shared/paths';
import { EMBED_SELECTOR, readEmbedOptions } from './embed-options';
import { shadowRootCss } from './shadow-styles';

/**
 * Mounts the events grid of one organization into a partner's element. Everything lives in a
 * shadow root: the partner's CSS cannot reach in, and ours (rendered in <style> elements inside
 * it, never in the document's head) cannot leak out.
 */
export function mountEventsEmbed(host: HTMLElement): Parcel | null {
  // A second copy of the script on the page must not mount the widget twice.
  if (host.shadowRoot) return null;
  const options = readEmbedOptions(host);
  if ('problem' in options) {
    console.error(`[cypher events embed] ${options.problem}`, host);
    return null;
  }
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = shadowRootCss();
  const appElement = document.createElement('div');
  appElement.className = 'ev-embed';
  appElement.dataset.theme = options.theme;
  // The widget's own language and direction, whatever the partner's page says (an RTL page).
  appElement.dir = 'ltr';
  appElement.lang = 'en';
  shadow.append(style, appElement);

  const { platform, toasts } = createBasicPlatform({ apiBase: options.apiBase, siteBase: options.siteBase, host: 'embed' });
  return mountRootParcel(parcel, {
    domElement: appElement,
    platform,
    toasts,
    initialPath: `${paths.events()}?o=${options.orgId}`,
  });
}

/** Mounts every widget element under `root` that is not mounted yet. */
export function mountAllEventsEmbeds(root: ParentNode = document): Parcel[] {
  return Array.from(root.querySelectorAll<HTMLElement>(EMBED_SELECTOR))
    .map((element) => mountEventsEmbed(element))
    .filter((mounted): mounted is Parcel => mounted !== null);
}
