import patreon from '../../../content/patreon.md';
import { ContentDocument } from './content-document.js';
import { patreonCampaignUrl } from './patreon-campaign.js';

/** The campaign link shows only when the deployment names a campaign (PATREON_URL). */
export default function PatreonPage({ campaignUrl = patreonCampaignUrl() }: { campaignUrl?: string | null }) {
  return (
    <ContentDocument page={patreon} contents={false}>
      {campaignUrl && (
        <p className="sh-content__cta">
          <a
            className="sh-button sh-button--accent sh-button--large"
            href={campaignUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Become a patron
            <span className="cy-visually-hidden"> (opens Patreon in a new tab)</span>
          </a>
        </p>
      )}
    </ContentDocument>
  );
}
