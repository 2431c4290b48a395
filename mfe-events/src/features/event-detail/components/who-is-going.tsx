import { useState } from 'react';
import { WHO_IS_GOING_AVATARS, type EventDetail, type UserChip } from '@cypher/contracts';
import { AreaLink, InfiniteScrollSentinel, UserAvatar } from '@cypher/contracts/react';
import { useEveryoneGoing } from '../api/use-everyone-going';
import { paths } from '../../../shared/paths';
import { EVENT_LABELS } from '../labels';

function Person({ user, named }: { user: UserChip; named: boolean }) {
  return (
    <li>
      <AreaLink to={paths.profile(user.id)} className="ev-person">
        <UserAvatar avatar={user.avatar} size={42} />
        <span className={named ? undefined : 'cy-visually-hidden'}>{user.dancerName}</span>
      </AreaLink>
    </li>
  );
}

/** 'view all': everyone going, read a page at a time as the list scrolls; the first ones meanwhile. */
function EveryoneGoing({ event }: { event: EventDetail }) {
  const list = useEveryoneGoing(event.id);
  const people = list.items.length ? list.items : event.whoIsGoing;
  return (
    <>
      <ul className="cy-list ev-going ev-going--all">
        {people.map((user) => (
          <Person key={user.id} user={user} named />
        ))}
      </ul>
      <InfiniteScrollSentinel list={list} />
    </>
  );
}

/**
 * "Who's going" ('Who went' once past): 5 avatars, and 'view all' when more go, which lists every
 * one of them by name (GET /events/{id}/going, 50 a page).
 */
export function WhoIsGoing({ event }: { event: EventDetail }) {
  const [all, setAll] = useState(false);
  if (event.whoIsGoingCount === 0) return null;
  const title = event.period === 'past' ? EVENT_LABELS.whoWent : EVENT_LABELS.whoIsGoing;
  return (
    <section aria-labelledby="ev-going-title" className="ev-section">
      <h2 id="ev-going-title" className="ev-section-title">
        {title} <span className="cy-muted">({EVENT_LABELS.going(event.whoIsGoingCount)})</span>
      </h2>
      {all ? (
        <EveryoneGoing event={event} />
      ) : (
        <ul className="cy-list ev-going">
          {event.whoIsGoing.slice(0, WHO_IS_GOING_AVATARS).map((user) => (
            <Person key={user.id} user={user} named={false} />
          ))}
        </ul>
      )}
      {event.whoIsGoingCount > WHO_IS_GOING_AVATARS && !all ? (
        <button type="button" className="cy-button cy-button--ghost cy-button--small" onClick={() => setAll(true)}>
          {EVENT_LABELS.viewAll}
        </button>
      ) : null}
    </section>
  );
}
