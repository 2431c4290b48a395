import { InfiniteScrollSentinel } from '@cypher/contracts/react';
import { useEventsPages } from '../api/use-events-pages';
import type { GridSearch } from '../grid-search';
import { LABELS } from '../../../shared/labels';
import { GRID_LABELS } from '../labels';
import { EAGER_CARDS, EventCard } from '../../../shared/event-card';
import { EventCardSkeletons } from '../../../shared/event-card-skeleton';

const SKELETON_CARDS = 6;

/** The grid of event cards for one search, loading the next page near the end of the list. */
export function EventsList({ search }: { search: GridSearch }) {
  const list = useEventsPages(search);
  const { items, loading } = list;
  if (!loading && items.length === 0) return <p className="cy-empty">{LABELS.noEvents}</p>;
  return (
    <>
      <ul className="cy-grid" id="ev-events-list" aria-busy={loading}>
        {items.map((event, index) => (
          <li key={event.id}>
            <EventCard event={event} eager={index < EAGER_CARDS} />
          </li>
        ))}
        {loading ? <EventCardSkeletons count={items.length === 0 ? SKELETON_CARDS : 3} /> : null}
      </ul>
      <InfiniteScrollSentinel list={list} moreLabel={GRID_LABELS.showMore} />
    </>
  );
}
