import { Link } from 'react-router-dom';
import type { OrgListItem } from '@cypher/contracts';
import { PROFILE } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';
import { OrgImage } from '../../../shared/org-image';

const PERIODS = ['current', 'future', 'past'] as const;
/** The list's counts are named after the event periods now, future and past. */
const PERIOD_LABEL = { current: PROFILE.eventTabs.now, future: PROFILE.eventTabs.future, past: PROFILE.eventTabs.past };

/** An organization in the grid: image, name, members and its events happening, upcoming and past. */
export function OrgCard({ org }: { org: OrgListItem }) {
  return (
    <li className="cy-card cy-card--link og-card">
      <OrgImage image={org.image} name={org.name} className="og-card__image" look="card" />
      <h3 className="og-card__name">
        <Link className="cy-card__link" to={paths.organization(org.id)}>
          {org.name}
        </Link>
      </h3>
      <p className="og-card__members">{LABELS.membersCount(org.membersCount)}</p>
      <dl className="cy-stats" aria-label={LABELS.events}>
        {PERIODS.map((period) => (
          <div key={period} className="cy-stat">
            <dt>{PERIOD_LABEL[period]}</dt>
            <dd>{org[period]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
