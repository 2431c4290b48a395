import type { UserSocials } from '@cypher/contracts';
import { PROFILE } from '@cypher/contracts/texts';

export const SOCIAL_KEYS = ['facebook', 'instagram', 'twitter', 'youtube', 'website'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/**
 * What goes before the handle a dancer types (spec: prefixes Facebook, Instagram, Twitter,
 * YouTube channel, Website over https). The stored value is the handle; the website is stored as
 * its full https address, and its field shows what follows `https://`.
 */
export const SOCIAL_PREFIX: Record<SocialKey, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  youtube: 'https://youtube.com/channel/',
  website: 'https://',
};

/** The stored handle without a pasted prefix, e.g. 'https://instagram.com/bgirl' → 'bgirl'. */
export function handleOf(key: SocialKey, typed: string): string {
  const text = typed.trim();
  if (key === 'website') return text.replace(/^https?:\/\//i, '');
  const bare = SOCIAL_PREFIX[key].replace(/^https:\/\//, '');
  const pasted = new RegExp(`^(https?://)?(www\\.)?${bare.replace(/[./]/g, '\\$&')}`, 'i');
  return text.replace(pasted, '');
}

export interface SocialLink {
  key: SocialKey;
  label: string;
  href: string;
}

/** The profile's social links to show, in the spec's order; empty ones are left out. */
export function socialLinks(socials: UserSocials): SocialLink[] {
  return SOCIAL_KEYS.flatMap((key) => {
    const handle = socials[key] ? handleOf(key, socials[key]) : '';
    return handle ? [{ key, label: PROFILE.socialPrefixes[key], href: `${SOCIAL_PREFIX[key]}${handle}` }] : [];
  });
}
