import { Link } from 'react-router-dom';
import type { OrgListItem } from '@cypher/contracts';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';
import { OrgImage } from '../../../shared/org-image';
import { OrgListName } from './org-list-name';

/** The list view: one row per organization with its name and number of members. */
export function OrgTable({ orgs, caption }: { orgs: OrgListItem[]; caption: string }) {
  return (
    <table className="og-table">
      <caption className="cy-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{LABELS.columns.name}</th>
          <th scope="col" className="og-table__number">
            {LABELS.columns.members}
          </th>
        </tr>
      </thead>
      <tbody>
        {orgs.map((org) => (
          <tr key={org.id}>
            <td>
              <Link className="og-table__link" to={paths.organization(org.id)}>
                <OrgImage image={org.image} name={org.name} className="og-table__image" look="table" />
                <span>
                  <OrgListName org={org} />
                </span>
              </Link>
            </td>
            <td className="og-table__number">{org.membersCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
