// The head of the first HTML response for pages that are shared as links: the shell's own pages
// (FAQ, Patreon, Privacy Policy, Terms) and an event's page. Search engines and link previews
// (chat apps, social sites) read the HTML without running scripts, so the title, description and
// Open Graph tags must be in it; the shell's pages set the same tags again while they are shown.
// Every other path gets index.html untouched.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EVENT_PAGE_IMAGE, IMAGE_SIZE, imageAddress, imageSrcSet } from '@cypher/contracts';

const require = createRequire(import.meta.url);
// The content pages' build-time converter: the same escaping and plain-text reading serve here.
const { contentPage, plainText, escapeHtml } = require('../../shell/build/content-page.cjs');
const SITE = 'Cypher';
/** An event page waits at most this long for its event before answering with the site's head. */
const EVENT_LOOKUP_MS = 1000;
const DESCRIPTION_LENGTH = 200;

const CONTENT_PAGES = ['faq', 'patreon', 'policy', 'terms'];

function shorten(text, length = DESCRIPTION_LENGTH) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** `/faq` → its head, read once from shell/content/*.md (the same front matter the page uses). */
export async function readContentHeads(root) {
  const heads = new Map();
  for (const name of CONTENT_PAGES) {
    const file = path.join(root, 'shell', 'content', `${name}.md`);
    const page = contentPage(await fs.readFile(file, 'utf8'), file);
    heads.set(`/${name}`, { title: `${page.title} · ${SITE}`, description: page.description, type: 'article' });
  }
  return heads;
}

/** An image as the site's pages ask for it (the shell's platform.imageUrl, under /api). */
export const imageUrl = (id, width, height) => imageAddress('/api', id, width, height);

/**
 * An event's head from the API's public answer (so a draft, which only its editors may see, gets
 * the site's head like any unknown page). Any failure or a slow API leaves the page as it is.
 */
export async function eventHead(apiOrigin, id) {
  try {
    const answer = await fetch(`${apiOrigin}/api/events/${id}`, { signal: AbortSignal.timeout(EVENT_LOOKUP_MS) });
    if (!answer.ok) return null;
    const event = await answer.json();
    const about = plainText(event.description ?? '');
    const where = event.locationAddress ? ` · ${event.locationAddress}` : '';
    return {
      title: `${event.title} · ${SITE}`,
      description: shorten(about || `${event.title}${where}`),
      type: 'website',
      image: imageUrl(event.image, 1200, 630),
      // The page's largest paint, as its summary asks for it: the same src, srcset and sizes, so the
      // browser preloads the copy the page then uses.
      preloadImage: event.image ? imageUrl(event.image, IMAGE_SIZE.card) : null,
      preloadImageSrcSet: event.image ? imageSrcSet({ imageUrl }, event.image, EVENT_PAGE_IMAGE.widths) : null,
    };
  } catch {
    return null;
  }
}

/**
 * The preload of a page's largest image, with the `srcset` and `sizes` of the `<img>` that shows it
 * so the browser fetches the copy the page then uses (a preload of another copy is wasted bytes).
 */
export function imagePreload(href, srcset, sizes) {
  const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${candidates} />`;
}

/** index.html with the page's title, description and preview tags (absolute URLs from `origin`). */
export function renderHead(html, head, { origin, pathname }) {
  const tags = [
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:type', head.type],
    ['og:site_name', SITE],
    ['og:url', `${origin}${pathname}`],
    ...(head.image ? [['og:image', `${origin}${head.image}`]] : []),
  ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`);
  tags.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`);
  if (head.preloadImage) tags.push(imagePreload(head.preloadImage, head.preloadImageSrcSet, EVENT_PAGE_IMAGE.sizes));
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `${tags.join('')}</head>`);
}

/** The head a page path gets in its first HTML, or null for the site's own. */
export function createPageHeads({ root }) {
  let contentHeads = null;
  return async function headFor(pathname, apiOrigin) {
    contentHeads ??= readContentHeads(root);
    const content = (await contentHeads).get(pathname.replace(/\/+$/, ''));
    if (content) return content;
    const event = /^\/event\/(\d{1,10})\/?$/.exec(pathname);
    if (event) return eventHead(apiOrigin, Number(event[1]));
    return null;
  };
}
