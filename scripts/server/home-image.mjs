// Home's largest paint on a phone is its first featured event's image (issue 7: mobile LCP). The
// page asks for it only once its code has run and the API has answered; named in the first HTML, it
// downloads beside the code instead. The server reads the same two lists the page reads (Home's
// first reads, FIRST_READS), keeps the answer for a short while (featured events change with the
// clock and with edits, not per visit) and adds nothing when the API is slow or failing.
import { EVENT_CARD_IMAGE, IMAGE_SIZE, featuredEvents, firstReadUrls, imageSrcSet } from '@cypher/contracts';
import { imagePreload, imageUrl } from './page-head.mjs';

/** How long one answer serves every visitor of Home. */
const KEEP_MS = 30_000;
/** Home waits at most this long for the lists before answering without the hint. */
const LOOKUP_MS = 1000;

async function readList(url) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_MS) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

/** The preload tag of Home's first featured image ('' when it has none), from the API at `apiOrigin`. */
export async function homeImagePreload(apiOrigin) {
  const urls = firstReadUrls('/', `${apiOrigin}/api`);
  const period = (name) => urls.find((url) => new URL(url).searchParams.get('t') === name);
  try {
    const [now, future] = await Promise.all([readList(period('now')), readList(period('future'))]);
    const [first] = featuredEvents(now, future);
    if (!first?.image) return '';
    const height = Math.round(IMAGE_SIZE.card * EVENT_CARD_IMAGE.ratio);
    const srcset = imageSrcSet({ imageUrl }, first.image, EVENT_CARD_IMAGE.widths, EVENT_CARD_IMAGE.ratio);
    return imagePreload(imageUrl(first.image, IMAGE_SIZE.card, height), srcset, EVENT_CARD_IMAGE.sizes);
  } catch {
    return '';
  }
}

/** `imageFor(pathname, apiOrigin)`: Home's image preload, kept KEEP_MS; '' for every other page. */
export function createHomeImage({ now = Date.now } = {}) {
  let kept = null;
  return async function imageFor(pathname, apiOrigin) {
    if (pathname !== '/') return '';
    if (!kept || now() - kept.at > KEEP_MS) kept = { at: now(), tag: homeImagePreload(apiOrigin) };
    return kept.tag;
  };
}
