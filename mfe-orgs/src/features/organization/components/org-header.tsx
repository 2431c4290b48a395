import { Link } from 'react-router-dom';
import { IMAGE_SIZE, type Organization } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { ImageUploadField } from '@cypher/contracts/react';
import { SocialLinks } from '../../../shared/social-links';
import { OrgImage } from '../../../shared/org-image';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';
import { useOrganizationActions } from '../../../shared/use-organization';

const STAT_LABELS = [ORGANIZATIONS.stats.members, ORGANIZATIONS.stats.eventsThrown, ORGANIZATIONS.stats.pointsEarned];

/** The three stats; without values (still loading) each keeps its label and a placeholder of a value's height. */
function OrgStats({ values }: { values: number[] | null }) {
  return (
    <dl className="cy-stats og-stats" aria-label={LABELS.page.stats}>
      {STAT_LABELS.map((label, i) => (
        <div key={label} className="cy-stat">
          <dt>{label}</dt>
          <dd>{values ? values[i] : <span className="og-skeleton-line og-skeleton-line--stat" />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Image (editable with canEdit), name, the three stats, socials and the Settings link. */
export function OrgHeader({ org }: { org: Organization }) {
  const { save } = useOrganizationActions(org.id);
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
        <OrgImage image={org.image} name={org.name} className="og-org-header__image" look="header" />
      )}
      <div className="og-org-header__body">
        <h1 className="og-org-header__name">{org.name}</h1>
        <OrgStats values={[org.totalMembers, org.totalEvents, org.totalPoints]} />
        {/* The socials' line is kept when there are none, so the skeleton's line fits either way. */}
        <div className="og-org-header__socials">
          <SocialLinks socials={org.socials} />
        </div>
        {org.canEdit ? (
          <Link className="cy-button cy-button--accent" to={paths.settings(org.id)}>
            {LABELS.page.settings}
          </Link>
        ) : null}
      </div>
    </header>
  );
}

/** The header while the organization loads, in the header's own boxes so nothing moves when it arrives. */
export function OrgHeaderSkeleton() {
  return (
    <header className="og-org-header" aria-hidden="true">
      <span className="og-org-header__image og-image--empty og-skeleton" />
      <div className="og-org-header__body">
        <p className="og-org-header__name">
          <span className="og-skeleton-line og-skeleton-line--name" />
        </p>
        <OrgStats values={null} />
        <div className="og-org-header__socials">
          <span className="og-skeleton-line og-skeleton-line--socials" />
        </div>
      </div>
    </header>
  );
}
