import type { Organization } from '@cypher/contracts';
import { SanitizedHtml } from '@cypher/contracts/react/rich-text';
import { SocialLinks } from '../../shared/social-links';
import { LABELS } from '../../shared/labels';

/** The about tab: the description (sanitised again before it is shown), founded date and socials. */
export function OrgAboutTab({ org }: { org: Organization }) {
  return (
    <div className="og-about">
      {org.description ? <SanitizedHtml className="og-rich-text" html={org.description} /> : null}
      {org.founded ? (
        <dl className="og-about__facts">
          <dt>{LABELS.about.founded}</dt>
          <dd>{org.founded}</dd>
        </dl>
      ) : null}
      <SocialLinks socials={org.socials} />
    </div>
  );
}
