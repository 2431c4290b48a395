import { EVENT_PAGE_IMAGE, IMAGE_SIZE, imageSrcSet, type EventDetail } from '@cypher/contracts';
import { MediaPanel, usePlatform } from '@cypher/contracts/react';
import { LABELS } from '../../../shared/labels';
import { EVENT_LABELS } from '../labels';
import { BattleChips } from './battle-chips';
import { EventActions } from './event-actions';
import { EventDescription } from './event-description';
import { EventFacts } from './event-facts';
import { EventStaff } from './event-staff';
import { ShareLinks } from './share-links';
import { WhenNear } from './when-near';
import { WhoIsGoing } from './who-is-going';

/**
 * The event page: image beside title, facts, actions and share links; then battles, description,
 * who is going, staff and videos.
 */
export function EventSummary({ event }: { event: EventDetail }) {
  const platform = usePlatform();
  const image = platform.imageUrl(event.image, IMAGE_SIZE.card);
  return (
    <article className="ev-event" aria-labelledby="ev-event-title">
      {/* The page's largest paint: asked for at once, the copy that fits the screen (the first HTML
          preloads the same copy, page-head.mjs). */}
      {image ? (
        <img
          className="ev-event-image"
          src={image}
          srcSet={imageSrcSet(platform, event.image, EVENT_PAGE_IMAGE.widths)}
          sizes={EVENT_PAGE_IMAGE.sizes}
          alt=""
          width={IMAGE_SIZE.card}
          height={IMAGE_SIZE.card}
          fetchPriority="high"
        />
      ) : (
        <div className="ev-event-image" />
      )}
      <div className="ev-event__body">
        <h1 id="ev-event-title" className="cy-title">
          {event.title || LABELS.untitled}
        </h1>
        <EventFacts event={event} />
        <EventActions event={event} />
        <ShareLinks event={event} />
        {event.battles.length > 0 ? (
          <section aria-labelledby="ev-battles-title" className="ev-section">
            <h2 id="ev-battles-title" className="ev-section-title">
              {EVENT_LABELS.battles}
            </h2>
            <BattleChips battles={event.battles} past={event.period === 'past'} />
          </section>
        ) : null}
        {event.description ? (
          <section aria-labelledby="ev-description-title" className="ev-section">
            <h2 id="ev-description-title" className="ev-section-title">
              {EVENT_LABELS.description}
            </h2>
            <EventDescription html={event.description} />
          </section>
        ) : null}
        <WhoIsGoing event={event} />
        <EventStaff event={event} />
        <section aria-labelledby="ev-media-title" className="ev-section">
          <h2 id="ev-media-title" className="ev-section-title">
            {EVENT_LABELS.media}
          </h2>
          {/* Below the first screen at every width: its code is fetched as the visitor nears it. */}
          <WhenNear placeholder={<MediaPanel.Placeholder />}>
            <MediaPanel owner={{ eventId: event.id }} canEdit={event.permissions.canEdit} />
          </WhenNear>
        </section>
      </div>
    </article>
  );
}
