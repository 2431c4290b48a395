// Spec "Header": the user menu, opened by a button: avatar, dancer name, 'View profile',
// 'Profile Settings', 'Switch profiles' and 'Log out'.
import { useRef, useState } from 'react';
import { SITE_PAGES, type SessionUser } from '@cypher/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { useShellPlatform } from '../platform/platform-context.js';
import { texts } from '../texts.js';
import { SwitchProfiles } from './switch-profiles.js';
import { usePopup } from './use-popup.js';
import { UserFace, userDisplayName } from './user-face.js';

export function UserMenu({ user }: { user: SessionUser }) {
  const platform = useShellPlatform();
  const navigate = useNavigate();
  const popup = usePopup();
  const [view, setView] = useState<'menu' | 'profiles'>('menu');
  const switchButton = useRef<HTMLButtonElement>(null);
  const name = userDisplayName(user);

  const toggle = () => {
    setView('menu');
    popup.buttonProps.onClick();
  };
  const back = () => {
    setView('menu');
    // Focus lands where the visitor left the menu.
    requestAnimationFrame(() => switchButton.current?.focus());
  };

  return (
    <div className="sh-popup-anchor sh-user" {...popup.containerProps}>
      <button {...popup.buttonProps} onClick={toggle} className="sh-user__button" aria-label={`${texts.userMenu}: ${name}`}>
        <UserFace user={user} />
      </button>
      {popup.open ? (
        <div id={popup.popupId} className="sh-popup sh-popup--user" role="region" aria-label={texts.userMenu}>
          {view === 'menu' ? (
            <ul className="sh-popup__list sh-user__items">
              <li>
                <Link to={SITE_PAGES.profile.link(user.id)} className="sh-user__item">
                  {texts.viewProfile}
                </Link>
              </li>
              <li>
                <Link to="/profile-setting" className="sh-user__item">
                  {texts.profileSettings}
                </Link>
              </li>
              <li>
                <button ref={switchButton} type="button" className="sh-user__item" onClick={() => setView('profiles')}>
                  {texts.switchProfiles}
                </button>
              </li>
              <li>
                <button type="button" className="sh-user__item" onClick={() => void platform.session.signOut()}>
                  {texts.logOut}
                </button>
              </li>
            </ul>
          ) : (
            <SwitchProfiles
              user={user}
              onSwitch={(id) => void platform.session.switchProfile(id)}
              onAddProfile={() => void navigate('/create-other-profile')}
              onBack={back}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
