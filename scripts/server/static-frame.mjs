// What the first HTML paints before any script runs, beyond the header frame of index.html (issue
// 7: static chrome from HTML). Home's hero is its largest paint and is plain text, so it is in the
// HTML: the visitor sees it at once and React's HomePage (shell/src/pages/home-page.tsx) replaces
// it with the same elements, classes and texts — change both together.
import { createRequire } from 'node:module';
import { SHELL } from '@cypher/contracts';

const require = createRequire(import.meta.url);
const { escapeHtml } = require('../../shell/build/content-page.cjs');

const HERO = [
  '<section class="sh-hero" aria-labelledby="sh-hero-title"><div class="sh-hero__inner">',
  '<p class="sh-hero__eyebrow">Cypher</p>',
  `<h1 id="sh-hero-title" class="sh-hero__title">${escapeHtml(SHELL.heroTitle)}</h1>`,
  `<p class="sh-hero__tagline">${escapeHtml(SHELL.heroTagline)}</p>`,
  '</div></section>',
].join('');

const EMPTY_MAIN = /(<main id="sh-content" class="sh-main"[^>]*>)\s*(<\/main>)/;

/** index.html with the page's static content in its empty main element (Home's hero), if any. */
export function withStaticContent(html, pathname) {
  if (pathname !== '/') return html;
  return html.replace(EMPTY_MAIN, (_m, open, close) => `${open}${HERO}${close}`);
}
