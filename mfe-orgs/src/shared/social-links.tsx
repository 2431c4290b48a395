import type { OrgSocials } from '@cypher/contracts';
import { LABELS } from './labels';

const KINDS = ['facebook', 'instagram', 'twitter', 'youtube', 'website'] as const;
const HOSTS = { facebook: 'facebook.com', instagram: 'instagram.com', twitter: 'twitter.com', youtube: 'youtube.com' } as const;

/**
 * Where a social entry points. Settings keep what was typed: a full address, an address without
 * its scheme, or a bare handle (then the network's address is put in front); always over https.
 */
export function socialHref(kind: (typeof KINDS)[number], value: string): string {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text.replace(/^http:/i, 'https:');
  if (kind === 'website' || text.includes('.')) return `https://${text}`;
  return `https://${HOSTS[kind]}/${text.replace(/^@/, '')}`;
}

/** The organization's social links that are set, as a list of outgoing links. */
export function SocialLinks({ socials, className = '' }: { socials: OrgSocials; className?: string }) {
  const set = KINDS.filter((kind) => socials[kind]?.trim());
  if (set.length === 0) return null;
  return (
    <ul className={`og-socials ${className}`} aria-label={LABELS.page.socials}>
      {set.map((kind) => (
        <li key={kind}>
          <a className="og-socials__link" href={socialHref(kind, socials[kind]!)} target="_blank" rel="noopener noreferrer">
            {LABELS.socials[kind]}
          </a>
        </li>
      ))}
    </ul>
  );
}

export const SOCIAL_KINDS = KINDS;
