import { IMAGE_SIZE, type EventDetail } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { words } from '../../../words';
import { BattleChips } from './battle-chips';
import { EventDescription } from './event-description';
import { EventFacts } from './event-facts';

/** The compact event page: image beside title, facts, battles and description. */
export function EventSummary({ event }: { event: EventDetail }) {
  const platform = usePlatform();
  const image = platform.imageUrl(event.image, IMAGE_SIZE.card);
  return (
    <article className="ev-event" aria-labelledby="ev-event-title">
      {image ? <img className="ev-event-image" src={image} alt="" /> : <div className="ev-event-image" />}
      <div>
        <h1 id="ev-event-title" className="cy-title">
          {event.title || words.untitled}
        </h1>
        <EventFacts event={event} />
        {event.battles.length > 0 ? (
          <section aria-labelledby="ev-battles-title">
            <h2 id="ev-battles-title" className="ev-section-title">
              {words.battles}
            </h2>
            <BattleChips battles={event.battles} />
          </section>
        ) : null}
        {event.description ? (
          <section aria-labelledby="ev-description-title">
            <h2 id="ev-description-title" className="ev-section-title">
              {words.description}
            </h2>
            <EventDescription html={event.description} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
