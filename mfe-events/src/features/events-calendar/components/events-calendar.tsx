import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  CALENDAR_EVENTS_PER_DAY_DESKTOP,
  CALENDAR_EVENTS_PER_DAY_MOBILE,
  CALENDAR_SWIPE_THRESHOLD_PX,
  type EventPreview,
} from '@cypher/contracts';
import { useMediaQuery } from '../../../shared/use-media-query';
import { CALENDAR_LABELS } from '../labels';
import { useCalendarEvents } from '../api/use-calendar-events';
import { addDays, dayKey, eventsByDay, monthOfDay, monthWeeks, shiftMonth, type CalendarMonth } from '../month';
import { CalendarDayEvents } from './calendar-day-events';
import { CalendarEventLink } from './calendar-event-link';

/** Below this width the calendar is the phone's: 2 events a day, a tapped day lists its events. */
const MOBILE = '(max-width: 599px)';
const WEEKDAYS = Array.from({ length: 7 }, (_, i) =>
  new Date(2026, 10, 1 + i).toLocaleDateString(undefined, { weekday: 'short' }),
);

interface Props {
  month: CalendarMonth;
  onMonth: (month: CalendarMonth) => void;
  orgIds: string | undefined;
  keyword: string | undefined;
}

const dateOf = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const longDay = (key: string) => dateOf(key).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * The month grid: previous / next, published events per day (4, or 2 on a phone) with '+N' for
 * the rest, a day's list on tap or Enter, arrow keys between days, sideways swipe between months.
 */
export function EventsCalendar({ month, onMonth, orgIds, keyword }: Props) {
  const mobile = useMediaQuery(MOBILE);
  const perDay = mobile ? CALENDAR_EVENTS_PER_DAY_MOBILE : CALENDAR_EVENTS_PER_DAY_DESKTOP;
  const { data } = useCalendarEvents(month, orgIds, keyword);
  const weeks = monthWeeks(month);
  const byDay = eventsByDay(data ?? [], month);
  const today = dayKey(new Date());
  const [focused, setFocused] = useState(() => {
    const inMonth = monthOfDay(today);
    return inMonth.year === month.year && inMonth.month === month.month ? today : `${weeks[0].find((d) => d.inMonth)!.key}`;
  });
  const [open, setOpen] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  // Keep the roving focus inside the shown month.
  const focusedMonth = monthOfDay(focused);
  const inShown = focusedMonth.year === month.year && focusedMonth.month === month.month;
  const current = inShown ? focused : weeks[0].find((d) => d.inMonth)!.key;
  // After an arrow key, a month change or a closed list, the focused day takes the focus.
  useEffect(() => {
    // Moving into another month waits for that month to be shown.
    if (!moved.current || !inShown) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${current}"]`)?.focus();
  });

  const moveTo = (key: string) => {
    moved.current = true;
    setFocused(key);
    const target = monthOfDay(key);
    if (target.year !== month.year || target.month !== month.month) onMonth(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, key: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (event.key in steps) moveTo(addDays(key, steps[event.key]));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const next = shiftMonth(month, event.key === 'PageUp' ? -1 : 1);
      moveTo(`${next.year}-${String(next.month).padStart(2, '0')}-01`);
    } else if (event.key === 'Enter' || event.key === ' ') setOpen(key);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    // Spec: a sideways swipe of 50 px changes the month (a mostly vertical one scrolls).
    if (Math.abs(dx) >= CALENDAR_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
      onMonth(shiftMonth(month, dx < 0 ? 1 : -1));
  };

  const title = new Date(month.year, month.month - 1, 1).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const openEvents = open ? (byDay.get(open) ?? []) : [];

  return (
    <div className="ev-calendar">
      <div className="ev-calendar__bar">
        <button
          type="button"
          className="cy-button cy-button--ghost"
          aria-label={CALENDAR_LABELS.previous}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h2 className="ev-calendar__title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="cy-button cy-button--ghost"
          aria-label={CALENDAR_LABELS.next}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={title}
        aria-busy={data === undefined}
        className="ev-calendar__grid"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].key}>
              {week.map((day) => {
                const events = day.inMonth ? (byDay.get(day.key) ?? []) : [];
                const more = events.length - perDay;
                return (
                  <td
                    key={day.key}
                    data-day={day.key}
                    role="gridcell"
                    tabIndex={day.key === current ? 0 : -1}
                    aria-label={`${longDay(day.key)}, ${CALENDAR_LABELS.eventCount(events.length)}`}
                    aria-selected={open === day.key}
                    className={[
                      'ev-calendar__day',
                      day.inMonth ? '' : 'ev-calendar__day--outside',
                      day.key === today ? 'ev-calendar__day--today' : '',
                    ].join(' ')}
                    onKeyDown={(event) => onKeyDown(event, day.key)}
                    onFocus={() => setFocused(day.key)}
                    // A tap on the day (not on one of its links) lists its events.
                    onClick={(event) => {
                      if (!(event.target as HTMLElement).closest('a, button') && events.length) setOpen(day.key);
                    }}
                  >
                    <span className="ev-calendar__number" aria-hidden="true">
                      {day.day}
                    </span>
                    {events.length ? (
                      <ul className="ev-calendar__events">
                        {events.slice(0, perDay).map((event: EventPreview) => (
                          <li key={event.id}>
                            <CalendarEventLink event={event} tabIndex={-1} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {more > 0 ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        className="ev-calendar__more"
                        aria-label={CALENDAR_LABELS.moreOn(more, longDay(day.key))}
                        onClick={() => setOpen(day.key)}
                      >
                        +{more}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {open ? (
        <CalendarDayEvents
          title={longDay(open)}
          events={openEvents}
          asPopover={!mobile}
          onClose={() => {
            setOpen(null);
            moved.current = true;
            setFocused(open);
          }}
        />
      ) : null}
    </div>
  );
}
