import type { UserSocials } from '@cypher/contracts';
import { PROFILE_LABELS } from '../../../shared/profile-labels';
import { socialLinks } from '../../../shared/social-links';

/** The dancer's social links (opening in a new tab); nothing when none is given. */
export function ProfileSocials({ socials }: { socials: UserSocials }) {
  const links = socialLinks(socials);
  if (links.length === 0) return null;
  return (
    <ul className="ac-profile-socials" aria-label={PROFILE_LABELS.socials}>
      {links.map((link) => (
        <li key={link.key}>
          <a className="cy-link" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
