import { Link } from 'react-router-dom';
import { IMAGE_SIZE, imageSrcSet } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { formatEventDates } from '@cypher/contracts/rules';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { useHomeBanner } from '../api/use-home-banner';

/**
 * Spec: Home's banner linking to a fixed event (the site setting behind `GET /home-banner`). Its box
 * has a fixed height from the first paint — an empty panel while the call is out — so the answer
 * moves nothing; without a banner set (or a failed call) the box goes.
 */
/** The banner's image is 120 px square (88 px on a phone): a copy at that size and one for 2× screens. */
const SRCSET_WIDTHS = [120, 240];
const SIZES = '(max-width: 599px) 88px, 120px';

export function HomeBanner() {
  const platform = usePlatform();
  const { data } = useHomeBanner();
  if (data === undefined) return <div className="ev-banner ev-banner--loading" aria-hidden="true" />;
  const event = data?.event;
  if (!event) return null;
  const image = platform.imageUrl(event.image, IMAGE_SIZE.compact, IMAGE_SIZE.compact);
  const dates = formatEventDates(event.dateStart, event.dateEnd, event.timeZone);
  return (
    <Link to={paths.event(event.id)} className="ev-banner">
      {image ? (
        <img
          className="ev-banner__image"
          src={image}
          srcSet={imageSrcSet(platform, event.image, SRCSET_WIDTHS)}
          sizes={SIZES}
          alt=""
          width={120}
          height={120}
        />
      ) : (
        <span className="ev-banner__image" />
      )}
      <span className="ev-banner__text">
        <span className="ev-banner__eyebrow">{LABELS.banner.eyebrow}</span>
        <span className="ev-banner__title">{event.title || LABELS.untitled}</span>
        {dates ? <span className="ev-banner__meta">{dates}</span> : null}
        {event.locationAddress ? <span className="ev-banner__meta">{event.locationAddress}</span> : null}
      </span>
      <span className="ev-banner__cta" aria-hidden="true">
        {LABELS.banner.cta}
      </span>
    </Link>
  );
}
