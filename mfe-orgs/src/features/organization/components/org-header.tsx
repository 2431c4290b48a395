import { Link } from 'react-router-dom';
import { IMAGE_SIZE, type Organization } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { ImageUploadField } from '@cypher/contracts/react';
import { SocialLinks } from '../../../shared/social-links';
import { OrgImage } from '../../../shared/org-image';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';
import { useOrganizationActions } from '../../../shared/use-organization';

/** Image (editable with canEdit), name, the three stats, socials and the Settings link. */
export function OrgHeader({ org }: { org: Organization }) {
  const { save } = useOrganizationActions(org.id);
  const stats = [
    { label: ORGANIZATIONS.stats.members, value: org.totalMembers },
    { label: ORGANIZATIONS.stats.eventsThrown, value: org.totalEvents },
    { label: ORGANIZATIONS.stats.pointsEarned, value: org.totalPoints },
  ];
  return (
    <header className="og-org-header">
      {org.canEdit ? (
        <ImageUploadField
          className="og-org-header__image"
          value={org.image}
          label={LABELS.page.image(org.name)}
          width={IMAGE_SIZE.orgLarge}
          onChange={(image) => void save({ image })}
        />
      ) : (
        <OrgImage image={org.image} name={org.name} className="og-org-header__image" size={IMAGE_SIZE.orgLarge} />
      )}
      <div className="og-org-header__body">
        <h1 className="og-org-header__name">{org.name}</h1>
        <dl className="cy-stats og-stats" aria-label={LABELS.page.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className="cy-stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <SocialLinks socials={org.socials} />
        {org.canEdit ? (
          <Link className="cy-button cy-button--accent" to={paths.settings(org.id)}>
            {LABELS.page.settings}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
