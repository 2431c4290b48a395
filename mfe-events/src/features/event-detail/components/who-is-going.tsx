import { useState } from 'react';
import { WHO_IS_GOING_AVATARS, type EventDetail } from '@cypher/contracts';
import { AreaLink, UserAvatar } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { EVENT_LABELS } from '../labels';

/**
 * "Who's going" ('Who went' once past): 5 avatars, and 'view all' when more go. The API sends the
 * first ones and the count; 'view all' lists the names it sent and the total (no call lists more).
 */
export function WhoIsGoing({ event }: { event: EventDetail }) {
  const [all, setAll] = useState(false);
  if (event.whoIsGoingCount === 0) return null;
  const title = event.period === 'past' ? EVENT_LABELS.whoWent : EVENT_LABELS.whoIsGoing;
  const shown = event.whoIsGoing.slice(0, WHO_IS_GOING_AVATARS);
  return (
    <section aria-labelledby="ev-going-title" className="ev-section">
      <h2 id="ev-going-title" className="ev-section-title">
        {title} <span className="cy-muted">({EVENT_LABELS.going(event.whoIsGoingCount)})</span>
      </h2>
      <ul className={all ? 'cy-list ev-going ev-going--all' : 'cy-list ev-going'}>
        {(all ? event.whoIsGoing : shown).map((user) => (
          <li key={user.id}>
            <AreaLink to={paths.profile(user.id)} className="ev-person">
              <UserAvatar avatar={user.avatar} size={42} />
              <span className={all ? undefined : 'cy-visually-hidden'}>{user.dancerName}</span>
            </AreaLink>
          </li>
        ))}
      </ul>
      {event.whoIsGoingCount > WHO_IS_GOING_AVATARS && !all ? (
        <button type="button" className="cy-button cy-button--ghost cy-button--small" onClick={() => setAll(true)}>
          {EVENT_LABELS.viewAll}
        </button>
      ) : null}
    </section>
  );
}
