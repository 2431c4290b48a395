import { Link } from 'react-router-dom';
import type { OrgListItem } from '@cypher/contracts';
import { PROFILE } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';
import { OrgImage } from '../../../shared/org-image';
import { OrgListName } from './org-list-name';

const PERIODS = ['current', 'future', 'past'] as const;
/** The list's counts are named after the event periods now, future and past. */
const PERIOD_LABEL = { current: PROFILE.eventTabs.now, future: PROFILE.eventTabs.future, past: PROFILE.eventTabs.past };

/**
 * Cards of the first row: their images are in view at once, the page's largest paint. Five: the
 * widest row `.og-grid` lays out (220 px columns in the 1200 px page; e2e/first-row-images.spec.ts
 * reads the rows Chromium draws).
 */
export const EAGER_ORG_CARDS = 5;

/**
 * An organization in the grid: image, name, members and its events happening, upcoming and past.
 * `eager` for a card of the first row: its image loads at once instead of waiting for the layout.
 */
export function OrgCard({ org, eager = false }: { org: OrgListItem; eager?: boolean }) {
  return (
    <li className="cy-card cy-card--link og-card">
      <OrgImage image={org.image} name={org.name} className="og-card__image" look="card" eager={eager} />
      <h3 className="og-card__name">
        <Link className="cy-card__link" to={paths.organization(org.id)}>
          <OrgListName org={org} />
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
