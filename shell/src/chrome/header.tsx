// Site header: logo, the main links, sign-in links or the bell and the user menu, and a menu
// toggle on narrow screens (where the bell and the user menu sit inside the menu).
import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { mobileMenuAtom, userAtom } from '../state/session-atoms.js';
import { texts } from '../texts.js';
import { useHeaderHidden } from './header-scroll.js';
import { AccountControls, usePrefetchAccountMenus } from './account-controls.js';

const NAV_LINKS = [
  { to: '/events', label: texts.navEvents },
  { to: '/organizations', label: texts.navOrganizations },
  { to: '/members', label: texts.navMembers },
  { to: '/faq', label: texts.navFaqs },
  { to: '/patreon', label: texts.navPatreon },
] as const;

/** Spec: on sign-up and event creation the header is reduced to the logo, so nothing pulls away. */
function isReducedRoute(pathname: string): boolean {
  return /^\/(signup|create-event)(\/|$)/.test(pathname);
}

export function Header() {
  const { pathname } = useLocation();
  const hidden = useHeaderHidden(pathname);
  const user = useAtomValue(userAtom);
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuAtom);
  const reduced = isReducedRoute(pathname);
  const toggle = useRef<HTMLButtonElement>(null);
  usePrefetchAccountMenus();

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname, setMenuOpen]);

  // Escape closes an open menu and hands focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, setMenuOpen]);

  return (
    <header className={`sh-header${hidden && !menuOpen ? ' sh-header--hidden' : ''}`} data-hidden={hidden && !menuOpen}>
      <div className="sh-header__bar">
        <Link to="/" className="sh-logo" aria-label={texts.homeLinkLabel}>
          {texts.appName}
        </Link>
        {reduced ? null : (
          <>
            <button
              ref={toggle}
              type="button"
              className="sh-menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="sh-main-nav"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <span className="sh-menu-toggle__icon" aria-hidden="true" />
              <span className="cy-visually-hidden">{menuOpen ? texts.closeMenu : texts.openMenu}</span>
            </button>
            <nav id="sh-main-nav" className={`sh-nav${menuOpen ? ' sh-nav--open' : ''}`} aria-label={texts.mainNavigation}>
              <ul className="sh-nav__links">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="sh-nav__link">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="sh-nav__account">
                {user ? (
                  <AccountControls user={user} />
                ) : (
                  <>
                    <Link to="/login" className="sh-nav__link">
                      {texts.logIn}
                    </Link>
                    <Link to="/signup" className="sh-button sh-button--accent sh-button--small">
                      {texts.createProfile}
                    </Link>
                  </>
                )}
              </div>
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
