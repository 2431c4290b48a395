// The largest paint of Home and of the events grid (/events, /events/grid) on a phone is an event
// card's image (issue 7: mobile LCP). The page asks for it only once its code has run and the API
// has answered — on the grid, twice in a row: the tab counts, then the list of the first period with
// events. Named in the first HTML, both download beside the code instead. The server reads what the
// page reads, with the page's own rules (featuredEvents, firstGridListRead), keeps the answer for a
// short while (lists change with the clock and with edits, not per visit) and adds nothing when the
// API is slow or failing.
//
// - Home: the first featured event's image (its two lists are first reads already, page-hints.mjs).
// - Grid: the first list, preloaded as the API client fetches it (signed-out visitors only, as
//   every API preload: page-hints.mjs says why), and its first event's image. Not on an address
//   with a keyword or organizations (`?k=`, `?o=`): that page asks for another list.
import {
  EVENT_CARD_IMAGE,
  IMAGE_SIZE,
  SITE_PAGES,
  featuredEvents,
  firstGridListRead,
  firstReadUrl,
  firstReadUrls,
  imageSrcSet,
} from '@cypher/contracts';
import { fetchPreload } from './page-hints.mjs';
import { imagePreload, imageUrl } from './page-head.mjs';

/** How long one answer serves every visitor of a page. */
const KEEP_MS = 30_000;
/** A page waits at most this long for the API before answering without the hints. */
const LOOKUP_MS = 1000;
const GRID_PATHS = new Set([SITE_PAGES.events.link(), SITE_PAGES.eventsGrid.link()]);
/** The grid's address parameters that change which list it asks for. */
const GRID_LIST_PARAMS = ['k', 'o'];

async function read(url) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_MS) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

/** An event card's image as the card shows it: the same src, srcset and sizes. */
function cardImagePreload(image) {
  const height = Math.round(IMAGE_SIZE.card * EVENT_CARD_IMAGE.ratio);
  const srcset = imageSrcSet({ imageUrl }, image, EVENT_CARD_IMAGE.widths, EVENT_CARD_IMAGE.ratio);
  return imagePreload(imageUrl(image, IMAGE_SIZE.card, height), srcset, EVENT_CARD_IMAGE.sizes);
}

/** Home: `{ image }`, the first featured event's image id (null when it has none). */
export async function homeCards(apiOrigin) {
  const urls = firstReadUrls('/', `${apiOrigin}/api`);
  const period = (name) => urls.find((url) => new URL(url).searchParams.get('t') === name);
  const [now, future] = await Promise.all([read(period('now')), read(period('future'))]);
  const [first] = featuredEvents(now, future);
  return { list: null, image: first?.image ?? null };
}

/** The grid: `{ list, image }`, its first list's URL under /api (null without events) and that
 *  list's first image. */
export async function gridCards(apiOrigin) {
  const [countsUrl] = firstReadUrls(SITE_PAGES.events.link(), `${apiOrigin}/api`);
  const listRead = firstGridListRead(await read(countsUrl));
  if (!listRead) return { list: null, image: null };
  const [first] = await read(firstReadUrl(listRead, `${apiOrigin}/api`));
  return { list: firstReadUrl(listRead, '/api'), image: first?.image ?? null };
}

/** The tags of one page's cards: the list's preload (signed-out only) and the image's. */
export function cardTags({ list, image }, { signedIn }) {
  return `${list && !signedIn ? fetchPreload(list) : ''}${image ? cardImagePreload(image) : ''}`;
}

/**
 * `hintsFor(pathname, { apiOrigin, signedIn, query })`: the page's card hints as HTML for its head,
 * each page's answer kept KEEP_MS; '' for every other page, and when the API fails.
 */
export function createCardHints({ now = Date.now } = {}) {
  const kept = new Map();
  const cardsOf = (name, lookup, apiOrigin) => {
    const last = kept.get(name);
    if (last && now() - last.at <= KEEP_MS) return last.cards;
    const cards = lookup(apiOrigin).catch(() => ({ list: null, image: null }));
    kept.set(name, { at: now(), cards });
    return cards;
  };
  return async function hintsFor(pathname, { apiOrigin, signedIn = false, query = {} }) {
    if (pathname === '/') return cardTags(await cardsOf('home', homeCards, apiOrigin), { signedIn });
    const path = pathname.replace(/(.)\/+$/, '$1');
    if (!GRID_PATHS.has(path) || GRID_LIST_PARAMS.some((name) => query[name] !== undefined)) return '';
    return cardTags(await cardsOf('grid', gridCards, apiOrigin), { signedIn });
  };
}
