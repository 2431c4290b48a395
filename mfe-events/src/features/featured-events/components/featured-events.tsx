import { Link } from 'react-router-dom';
import { FEATURED_EVENT_CARD_SIZES, HOME_FEATURED_EVENTS } from '@cypher/contracts';
import { EAGER_CARDS, EventCard } from '../../../shared/event-card';
import { EventCardSkeletons } from '../../../shared/event-card-skeleton';
import { CreateEventButton } from '../../../shared/create-event-button';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { useFeaturedEvents } from '../api/use-featured-events';

/** Home's featured events with 'View events' and 'Create event'. */
export function FeaturedEvents() {
  const { events, loading } = useFeaturedEvents();
  return (
    <section className="ev-featured" aria-labelledby="ev-featured-title">
      <h2 id="ev-featured-title" className="cy-title">
        {LABELS.featuredEvents}
      </h2>
      <ul className="cy-grid" aria-busy={loading}>
        {/* Skeletons until both periods are in: cards that arrive one period at a time would
            push the row's skeletons around (a layout shift on a slow phone). */}
        {loading ? (
          <EventCardSkeletons count={HOME_FEATURED_EVENTS} />
        ) : (
          events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} eager={index < EAGER_CARDS} sizes={FEATURED_EVENT_CARD_SIZES} />
            </li>
          ))
        )}
      </ul>
      {!loading && events.length === 0 ? <p className="cy-empty">{LABELS.noEvents}</p> : null}
      <div className="ev-featured-actions">
        <Link to={paths.events()} className="cy-button">
          {LABELS.viewEvents}
        </Link>
        <CreateEventButton>{LABELS.createEvent}</CreateEventButton>
      </div>
    </section>
  );
}
