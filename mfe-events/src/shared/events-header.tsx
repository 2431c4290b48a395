import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from './paths';
import { LABELS } from './labels';
import { CreateEventButton } from './create-event-button';
import { OrgFilter } from './org-filter';
import { KEYWORD_PARAM } from './events-keyword';

const VIEWS = [
  { to: paths.events(), label: LABELS.views.grid, paths: [paths.events(), paths.eventsGrid()], inEmbed: true },
  // The map needs Google's script and a key of the Cypher site: not in a partner's widget.
  { to: paths.eventsMap(), label: LABELS.views.map, paths: [paths.eventsMap()], inEmbed: false },
  { to: paths.eventsCalendar(), label: LABELS.views.calendar, paths: [paths.eventsCalendar()], inEmbed: true },
];

/**
 * The events page's shared top: title, the plus button, the Grid / Map / Calendar views and the
 * organization filter. The views are links (each its own address, so back and forward and a shared
 * link keep the view) and carry the organization filter (`?o=`) and the keyword (`?k=`) along. Inside a partner's widget
 * the organizations are the partner's, so there is no filter to change.
 */
export function EventsHeader() {
  const platform = usePlatform();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // The filters travel between views; the month (`m`) and the like stay with their view.
  const carried = new URLSearchParams();
  for (const name of ['o', KEYWORD_PARAM]) {
    const value = searchParams.get(name);
    if (value) carried.set(name, value);
  }
  const suffix = carried.toString() ? `?${carried}` : '';
  const views = platform.host === 'embed' ? VIEWS.filter((view) => view.inEmbed) : VIEWS;
  return (
    <div className="ev-toolbar">
      <h1 id="ev-events-title" className="cy-title">
        {LABELS.eventsTitle}
      </h1>
      <nav aria-label={LABELS.views.label} className="ev-views">
        {views.map((view) => {
          const here = view.paths.includes(pathname.replace(/\/$/, ''));
          return (
            <Link
              key={view.to}
              to={view.to + suffix}
              aria-current={here ? 'page' : undefined}
              className={here ? 'ev-views__link ev-views__link--active' : 'ev-views__link'}
            >
              {view.label}
            </Link>
          );
        })}
      </nav>
      {platform.host === 'embed' ? null : <OrgFilter />}
      {/* Creating an event happens on the Cypher site, not inside a partner's widget. */}
      {platform.host === 'embed' ? null : <CreateEventButton />}
    </div>
  );
}
