import { Link, useLocation } from 'react-router-dom';
import { texts } from '../texts.js';
import { isFooterVisible } from './footer-visibility.js';
import { useWindowWidth } from './window-width.js';
import { SocialIcon, type SocialNetwork } from './social-icon.js';

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/cypher.dance', label: texts.instagram, network: 'instagram' },
  { href: 'https://www.facebook.com/cypher.dance', label: texts.facebook, network: 'facebook' },
  { href: 'https://www.youtube.com/@cypher.dance', label: texts.youtube, network: 'youtube' },
] as const satisfies ReadonlyArray<{ href: string; label: string; network: SocialNetwork }>;

export const CONTACT_EMAIL = 'hello@cypher.dance';

export function Footer() {
  const { pathname } = useLocation();
  const width = useWindowWidth();
  if (!isFooterVisible(pathname, width)) return null;

  return (
    <footer className="sh-footer">
      <div className="sh-footer__inner">
        <p className="sh-footer__brand">{texts.appName}</p>
        <ul className="sh-footer__social" aria-label={texts.socialLinks}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="sh-social" target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
        <ul className="sh-footer__links">
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`}>{texts.contactLabel}</a>
          </li>
          <li>
            <Link to="/policy">{texts.privacyPolicy}</Link>
          </li>
          <li>
            <Link to="/terms">{texts.termsOfService}</Link>
          </li>
        </ul>
        <p className="sh-footer__copyright">{texts.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
