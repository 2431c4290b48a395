import { Link, useLocation } from 'react-router-dom';
import { IMAGE_SIZE, imageSrcSet, type EventPreview } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { formatEventDates } from './event-dates';
import { paths } from './paths';
import { LABELS } from './labels';

/** Cards of the first row: their images are in view at once, usually the page's largest paint. */
export const EAGER_CARDS = 3;

const WIDTH = IMAGE_SIZE.card;
const RATIO = 0.625;
const HEIGHT = Math.round(IMAGE_SIZE.card * RATIO);
/** Copies the browser picks from: a desktop card (~280 px), a phone's full-width card, the original. */
const SRCSET_WIDTHS = [320, 480, IMAGE_SIZE.card];
/**
 * The card's width in the page's `cy-grid` (1200 px page, 16 px padding and gaps, 240 px columns):
 * one column up to 527 px, two up to 783 px (three beyond are narrower still), four of 280 px at full width.
 */
const SIZES = '(max-width: 527px) calc(100vw - 32px), (max-width: 1039px) calc(50vw - 24px), 280px';

/**
 * One event of the grid; the whole card is the link to the event page. `eager` for a card of the
 * first row: its image loads at once instead of waiting for the layout (lazy), the largest paint.
 */
export function EventCard({ event, eager = false }: { event: EventPreview; eager?: boolean }) {
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
          srcSet={imageSrcSet(platform, event.image, SRCSET_WIDTHS, RATIO)}
          sizes={SIZES}
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
