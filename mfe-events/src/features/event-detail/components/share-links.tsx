import { routes, type EventDetail } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { EVENT_LABELS } from '../labels';
import { sitePageAddress } from '../../../shared/site-address';

/** Facebook and Twitter share links to the event's page on the Cypher site, and its .ics for a calendar app. */
export function ShareLinks({ event }: { event: EventDetail }) {
  const platform = usePlatform();
  const { api } = platform;
  // A partner's widget shares the event's page on the Cypher site (data-site-base), not the partner's.
  const url = encodeURIComponent(sitePageAddress(platform, paths.event(event.id)));
  const text = encodeURIComponent(event.title || LABELS.untitled);
  return (
    <ul className="cy-chips ev-share" aria-label={EVENT_LABELS.share}>
      <li>
        <a
          className="cy-chip"
          href={`https://www.facebook.com/sharer/sharer.php?u=${url}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {EVENT_LABELS.shareFacebook}
        </a>
      </li>
      <li>
        <a
          className="cy-chip"
          href={`https://twitter.com/intent/tweet?url=${url}&text=${text}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {EVENT_LABELS.shareTwitter}
        </a>
      </li>
      {event.dateStart && event.status === 'published' ? (
        <li>
          <a className="cy-chip" href={api.url(routes.events.ical, { params: { id: event.id } })} download>
            {EVENT_LABELS.addToCalendar}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
