import { useSearchParams } from 'react-router-dom';
import { EventsCalendar } from '../features/events-calendar/components/events-calendar';
import { monthKey, monthOf, type CalendarMonth } from '../features/events-calendar/month';
import { EventsHeader } from '../shared/events-header';
import { useEventsKeyword } from '../shared/events-keyword';
import { EventsSearch } from '../shared/events-search';
import { CalendarSubscribe } from '../features/calendar-feeds/components/calendar-subscribe';

/**
 * /events/calendar: the month view. `?m=2026-11` is the month shown (so back and a shared link keep
 * it), `?o=` the organizations, `?k=` the keyword.
 */
export function EventsCalendarPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = monthOf(searchParams.get('m'), new Date());
  const orgIds = searchParams.get('o') || undefined;
  const keyword = useEventsKeyword();
  const onMonth = (next: CalendarMonth) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('m', monthKey(next));
        return params;
      },
      { replace: true },
    );
  return (
    <section className="cy-page ev-page--light" aria-labelledby="ev-events-title">
      <EventsHeader />
      <div className="ev-toolbar">
        <EventsSearch />
      </div>
      <EventsCalendar month={month} onMonth={onMonth} orgIds={orgIds} keyword={keyword} />
      <CalendarSubscribe orgIds={orgIds} />
    </section>
  );
}
