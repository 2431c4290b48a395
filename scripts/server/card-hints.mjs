// The largest paint of a list page on a phone is the image of its first card (Home and the events
// grid, /events and /events/grid: an event card; /organizations: an organization card), and that of
// an organization's page its header image (issue 7: mobile LCP). The page asks for it only once its
// code has run and the API has answered — on the grid twice in a row: the tab counts, then the list
// of the first period with events. Named in the first HTML, both download beside the code instead.
// The server reads what the page reads, with the page's own rules (featuredEvents,
// firstGridListRead), keeps a list page's answer for a short while (lists change with the clock and
// with edits, not per visit), drops it when a write goes through the API, and adds nothing when the
// API is slow or failing.
//
// - Home: the first featured event's image (its two lists are first reads already, page-hints.mjs).
// - Grid: the first list, preloaded as the API client fetches it (signed-out visitors only, as
//   every API preload: page-hints.mjs says why), and its first event's image. Not on an address
//   with a keyword, organizations, a period tab or a sort (`?k=`, `?o=`, `?t=`, `?s=`): that page
//   asks for another list.
// - Organizations, an organization: for signed-out visitors only. A signed-in one may see their own
//   organizations first, or the header's upload field (an editor).
import {
  EVENT_CARD_IMAGE,
  FEATURED_EVENT_CARD_SIZES,
  IMAGE_SIZE,
  ORG_IMAGE,
  SITE_PAGES,
  featuredEvents,
  firstGridListRead,
  firstReadUrl,
  firstReadUrls,
  imageSrcSet,
} from '@cypher/contracts';
import { fetchPreload } from './page-hints.mjs';
import { imagePreload, imageUrl } from './page-head.mjs';

/**
 * How long one answer serves every visitor of a page: long enough that a burst of visitors shares
 * one read of the API. An answer kept past a change preloads an image the page no longer shows: a
 * wasted download and Chromium's "preloaded but not used" warning. A write through this server
 * drops the kept answers at once (forgetCardsOnWrites); this bounds the rest: the clock moving an
 * event from upcoming to now, a write through another API process.
 */
const KEEP_MS = 2_000;
/** A page waits at most this long for the API before answering without the hints. */
const LOOKUP_MS = 1000;
const GRID_PATHS = new Set([SITE_PAGES.events.link(), SITE_PAGES.eventsGrid.link()]);
/**
 * The grid's address parameters that change which list it asks for: keyword, organizations, and
 * the period tab and sort the visitor chose (mfe-events features/events-grid/grid-address.ts writes
 * those two only when they are not the default, so their presence alone means another list).
 */
const GRID_LIST_PARAMS = ['k', 'o', 't', 's'];

async function read(url) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_MS) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

/** An event card's image in a grid whose image box `sizes` says. */
function eventCardPreload(id, sizes) {
  const height = Math.round(IMAGE_SIZE.card * EVENT_CARD_IMAGE.ratio);
  const srcset = imageSrcSet({ imageUrl }, id, EVENT_CARD_IMAGE.widths, EVENT_CARD_IMAGE.ratio);
  return imagePreload(imageUrl(id, IMAGE_SIZE.card, height), srcset, sizes);
}

/** The image preload of each look, as the page's `<img>` asks for it: the same src, srcset and sizes. */
const LOOKS = {
  eventCard: (id) => eventCardPreload(id, EVENT_CARD_IMAGE.sizes),
  // Home's featured events: at most three columns, wider than the grid page's four.
  featuredCard: (id) => eventCardPreload(id, FEATURED_EVENT_CARD_SIZES),
  orgCard: (id) =>
    imagePreload(imageUrl(id, ORG_IMAGE.card.px), imageSrcSet({ imageUrl }, id, ORG_IMAGE.card.widths), ORG_IMAGE.card.sizes),
  orgHeader: (id) =>
    imagePreload(
      imageUrl(id, ORG_IMAGE.header.px),
      imageSrcSet({ imageUrl }, id, ORG_IMAGE.header.widths),
      ORG_IMAGE.header.sizes,
    ),
};

const NONE = { list: null, image: null };
/** An image to preload, by id and look; null for none. */
const imageOf = (id, look) => (id ? { id, look } : null);

/** Home: `{ image }`, the first featured event's image (null when it has none). */
export async function homeCards(apiOrigin) {
  const urls = firstReadUrls('/', `${apiOrigin}/api`);
  const period = (name) => urls.find((url) => new URL(url).searchParams.get('t') === name);
  const [now, future] = await Promise.all([read(period('now')), read(period('future'))]);
  const [first] = featuredEvents(now, future);
  return { list: null, image: imageOf(first?.image, 'featuredCard') };
}

/** The grid: `{ list, image }`, its first list's URL under /api (null without events) and that
 *  list's first image. */
export async function gridCards(apiOrigin) {
  const [countsUrl] = firstReadUrls(SITE_PAGES.events.link(), `${apiOrigin}/api`);
  const listRead = firstGridListRead(await read(countsUrl));
  if (!listRead) return NONE;
  const [first] = await read(firstReadUrl(listRead, `${apiOrigin}/api`));
  return { list: firstReadUrl(listRead, '/api'), image: imageOf(first?.image, 'eventCard') };
}

/** /organizations: the first organization's card image (its list is the page's first read). */
export async function organizationsCards(apiOrigin) {
  const [listUrl] = firstReadUrls(SITE_PAGES.organizations.link(), `${apiOrigin}/api`);
  const { items } = await read(listUrl);
  return { list: null, image: imageOf(items[0]?.image, 'orgCard') };
}

/** /organization/{id}: its header image. */
export async function organizationCards(apiOrigin, pathname) {
  const [orgUrl] = firstReadUrls(pathname, `${apiOrigin}/api`);
  return { list: null, image: imageOf((await read(orgUrl)).image, 'orgHeader') };
}

/** The tags of one page's cards: the list's preload (signed-out only) and the image's. */
export function cardTags({ list, image }, { signedIn }) {
  return `${list && !signedIn ? fetchPreload(list) : ''}${image ? LOOKS[image.look](image.id) : ''}`;
}

/**
 * The pages with card hints: `page(path, query)` answers whether a path is one, `keep` whether its
 * answer serves every visitor for KEEP_MS (one per page, not per id), `signedOut` whether only
 * signed-out visitors get it.
 */
const PAGES = [
  { name: 'home', page: (path) => path === '/', cards: homeCards, keep: true },
  {
    name: 'grid',
    page: (path, query) => GRID_PATHS.has(path) && !GRID_LIST_PARAMS.some((name) => query[name] !== undefined),
    cards: gridCards,
    keep: true,
  },
  {
    name: 'organizations',
    page: (path) => path === SITE_PAGES.organizations.link(),
    cards: organizationsCards,
    keep: true,
    signedOut: true,
  },
  { name: 'organization', page: (path) => /^\/organization\/\d{1,10}$/.test(path), cards: organizationCards, signedOut: true },
];

/**
 * `hintsFor(pathname, { apiOrigin, signedIn, query })`: the page's card hints as HTML for its head;
 * '' for every other page, and when the API fails. `hintsFor.forget()` drops the kept answers.
 */
export function createCardHints({ now = Date.now } = {}) {
  const kept = new Map();
  const cardsOf = ({ name, cards, keep }, apiOrigin, path) => {
    const last = keep ? kept.get(name) : null;
    if (last && now() - last.at <= KEEP_MS) return last.cards;
    const answer = cards(apiOrigin, path).catch(() => NONE);
    if (keep) kept.set(name, { at: now(), cards: answer });
    return answer;
  };
  async function hintsFor(pathname, { apiOrigin, signedIn = false, query = {} }) {
    const path = pathname.replace(/(.)\/+$/, '$1');
    const page = PAGES.find((candidate) => candidate.page(path, query));
    if (!page || (page.signedOut && signedIn)) return '';
    return cardTags(await cardsOf(page, apiOrigin, path), { signedIn });
  }
  /** Drops every kept answer, so each page reads the API again on its next request. */
  hintsFor.forget = () => kept.clear();
  return hintsFor;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Middleware for the API's mount on the composition server: once the API has accepted a write
 * made through this server (an event published, edited or removed, an image changed), the kept
 * answers are dropped, so the next visit's hints name what the page will show. Writes through
 * another API process end a kept answer by KEEP_MS alone.
 */
export function forgetCardsOnWrites(cardHints) {
  return (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    // A refused write (bad input, not allowed) changed nothing: the kept answers stay.
    res.once('finish', () => {
      if (res.statusCode < 400) cardHints.forget();
    });
    next();
  };
}
