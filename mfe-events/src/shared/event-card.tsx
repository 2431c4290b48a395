import { Link, useLocation } from 'react-router-dom';
import { EVENT_CARD_IMAGE, IMAGE_SIZE, imageSrcSet, type EventPreview } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { formatEventDates } from '@cypher/contracts/rules';
import { paths } from './paths';
import { LABELS } from './labels';

/**
 * Cards of the first row: their images are in view at once, usually the page's largest paint. Four:
 * the widest row `cy-grid` lays out (240 px columns in the 1200 px page; e2e/first-row-images.spec.ts
 * reads the rows Chromium draws).
 */
export const EAGER_CARDS = 4;

const WIDTH = IMAGE_SIZE.card;
const HEIGHT = Math.round(IMAGE_SIZE.card * EVENT_CARD_IMAGE.ratio);

/**
 * One event of the grid; the whole card is the link to the event page. `eager` for a card of the
 * first row: its image loads at once instead of waiting for the layout (lazy), the largest paint.
 * `sizes`: the image's box in its grid (Home's three columns are wider than the grid page's four).
 */
export function EventCard({
  event,
  eager = false,
  sizes = EVENT_CARD_IMAGE.sizes,
}: {
  event: EventPreview;
  eager?: boolean;
  sizes?: string;
}) {
  const platform = usePlatform();
  const location = useLocation();
  const image = platform.imageUrl(event.image, WIDTH, HEIGHT);
  const dates = formatEventDates(event.dateStart, event.dateEnd, event.timeZone);
  return (
    // The grid's own address travels along, so the event page's back link returns to this list
    // (with a partner's organization filter).
    <Link to={paths.event(event.id)} state={{ from: location.pathname + location.search }} className="cy-card ev-card">
      {image ? (
        <img
          className="ev-card-image"
          src={image}
          srcSet={imageSrcSet(platform, event.image, EVENT_CARD_IMAGE.widths, EVENT_CARD_IMAGE.ratio)}
          sizes={sizes}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
      ) : (
        <div className="ev-card-image" />
      )}
      <div className="ev-card-body">
        <h3 className="ev-card-title">{event.title || LABELS.untitled}</h3>
        {dates ? <p className="ev-card-meta">{dates}</p> : null}
        {event.locationAddress ? <p className="ev-card-meta">{event.locationAddress}</p> : null}
        {event.priceLabel ? <p className="ev-price">{event.priceLabel}</p> : null}
      </div>
    </Link>
  );
}
