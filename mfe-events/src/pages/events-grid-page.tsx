import { useSearchParams } from 'react-router-dom';
import { useEventTabs } from '../features/events-grid/api/use-event-tabs';
import { EventsHeader } from '../shared/events-header';
import { EventCardSkeletons } from '../shared/event-card-skeleton';
import { EventsGrid } from '../features/events-grid/components/events-grid';
import { LABELS } from '../shared/labels';

/** /events and /events/grid. `?o=1,2` limits it to organizations (the partner embed uses it). */
export function EventsGridPage() {
  const [searchParams] = useSearchParams();
  const orgIds = searchParams.get('o') || undefined;
  const { data: counts, isLoading } = useEventTabs(orgIds);

  return (
    <section className="cy-page" aria-labelledby="ev-events-title">
      <EventsHeader />
      {isLoading ? (
        <ul className="cy-grid" aria-busy="true">
          <EventCardSkeletons count={6} />
        </ul>
      ) : counts ? (
        <EventsGrid counts={counts} orgIds={orgIds} />
      ) : (
        // A failed call was reported as a toast; the spec treats it as no results.
        <p className="cy-empty">{LABELS.noEvents}</p>
      )}
    </section>
  );
}
