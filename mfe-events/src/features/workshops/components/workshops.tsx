import type { Workshop } from '@cypher/contracts';
import { AreaLink, UserAvatar } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { useWorkshops } from '../api/use-workshops';

const placeOf = (card: Workshop['instructor']) => [card.city, card.state, card.country].filter(Boolean).join(', ');

/** Spec: a Workshops section marked 'Coming soon' with instructor cards (linking to their profiles). */
export function Workshops() {
  const { data } = useWorkshops();
  if (data === null || (data && data.length === 0)) return null;
  return (
    <section className="ev-workshops" aria-labelledby="ev-workshops-title">
      <div className="ev-workshops__head">
        <h2 id="ev-workshops-title" className="cy-title">
          {LABELS.workshops}
        </h2>
        <span className="ev-badge">{LABELS.comingSoon}</span>
      </div>
      <ul className="cy-grid ev-workshops__list" aria-busy={data === undefined}>
        {(data ?? []).map((workshop) => (
          <li key={workshop.id}>
            <AreaLink to={paths.profile(workshop.instructor.id)} className="cy-card ev-workshop">
              <UserAvatar avatar={workshop.instructor.avatar} size={64} />
              <span className="ev-workshop__text">
                <span className="ev-workshop__title">{workshop.title}</span>
                <span>{workshop.instructor.dancerName}</span>
                {placeOf(workshop.instructor) ? <span className="cy-muted">{placeOf(workshop.instructor)}</span> : null}
              </span>
            </AreaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
