import { routes, type EventDetail } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../paths';
import { words } from '../../../words';
import { siteOrigin } from '../ticket-code';

/** Facebook and Twitter share links to the event's page on the Cypher site, and its .ics for a calendar app. */
export function ShareLinks({ event }: { event: EventDetail }) {
  const { api } = usePlatform();
  const url = encodeURIComponent(`${siteOrigin(api.baseUrl)}${paths.event(event.id)}`);
  const text = encodeURIComponent(event.title || words.untitled);
  return (
    <ul className="cy-chips ev-share" aria-label={words.page.share}>
      <li>
        <a
          className="cy-chip"
          href={`https://www.facebook.com/sharer/sharer.php?u=${url}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.page.shareFacebook}
        </a>
      </li>
      <li>
        <a
          className="cy-chip"
          href={`https://twitter.com/intent/tweet?url=${url}&text=${text}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.page.shareTwitter}
        </a>
      </li>
      {event.dateStart && event.status === 'published' ? (
        <li>
          <a className="cy-chip" href={api.url(routes.events.ical, { params: { id: event.id } })} download>
            {words.page.addToCalendar}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
