import { Link, useLocation } from 'react-router';
import { texts } from '../texts.js';
import { isFooterVisible } from './footer-visibility.js';
import { useWindowWidth } from './window-width.js';

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/cypher.dance', label: texts.instagram, short: 'IG' },
  { href: 'https://www.facebook.com/cypher.dance', label: texts.facebook, short: 'FB' },
  { href: 'https://www.youtube.com/@cypher.dance', label: texts.youtube, short: 'YT' },
] as const;

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
                <span aria-hidden="true">{link.short}</span>
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
