import type { ReactNode } from 'react';
import type { Crew } from '@cypher/contracts';

/** A card of crews the signed-in dancer has something to do with: name, a note, the dancer's buttons. */
export function CrewListCard({
  id,
  title,
  crews,
  note,
  actions,
}: {
  id: string;
  title: string;
  crews: Crew[];
  note: (crew: Crew) => ReactNode;
  actions: (crew: Crew) => ReactNode;
}) {
  return (
    <section className="cy-card bt-panel" aria-labelledby={id}>
      <h2 id={id} className="cy-heading">
        {title}
      </h2>
      <ul className="bt-entries">
        {crews.map((crew) => (
          <li key={crew.id} className="bt-entry">
            <span className="bt-entry__name">{crew.name}</span>
            <span className="cy-muted">{note(crew)}</span>
            {actions(crew)}
          </li>
        ))}
      </ul>
    </section>
  );
}
