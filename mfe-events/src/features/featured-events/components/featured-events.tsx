import { Link } from 'react-router-dom';
import { HOME_FEATURED_EVENTS } from '@cypher/contracts';
import { EventCard } from '../../events-grid/components/event-card';
import { EventCardSkeletons } from '../../events-grid/components/event-card-skeleton';
import { CreateEventButton } from '../../../shared/create-event-button';
import { paths } from '../../../paths';
import { words } from '../../../words';
import { useFeaturedEvents } from '../api/use-featured-events';

/** Home's featured events with 'View events' and 'Create event'. */
export function FeaturedEvents() {
  const { events, loading } = useFeaturedEvents();
  return (
    <section className="ev-featured" aria-labelledby="ev-featured-title">
      <h2 id="ev-featured-title" className="cy-title">
        {words.featuredEvents}
      </h2>
      <ul className="cy-grid" aria-busy={loading}>
        {/* Skeletons until both periods are in: cards that arrive one period at a time would
            push the row's skeletons around (a layout shift on a slow phone). */}
        {loading ? (
          <EventCardSkeletons count={HOME_FEATURED_EVENTS} />
        ) : (
          events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))
        )}
      </ul>
      {!loading && events.length === 0 ? <p className="cy-empty">{words.noEvents}</p> : null}
      <div className="ev-featured-actions">
        <Link to={paths.events()} className="cy-button">
          {words.viewEvents}
        </Link>
        <CreateEventButton>{words.createEvent}</CreateEventButton>
      </div>
    </section>
  );
}
