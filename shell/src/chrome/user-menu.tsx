// Spec "Header": the user menu, opened by a button: avatar, dancer name, 'View profile',
// 'Profile Settings', 'Switch profiles' and 'Log out'.
import { useRef, useState } from 'react';
import { fixedSizeImage, SITE_PAGES, type SessionUser } from '@cypher/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { useShellPlatform } from '../platform/platform-context.js';
import { texts } from '../texts.js';
import { SwitchProfiles } from './switch-profiles.js';
import { usePopup } from './use-popup.js';

/** Spec "Images": avatars in the header are 32 px. */
const AVATAR_SIZE = 32;

export function UserMenu({ user }: { user: SessionUser }) {
  const platform = useShellPlatform();
  const navigate = useNavigate();
  const popup = usePopup();
  const [view, setView] = useState<'menu' | 'profiles'>('menu');
  const switchButton = useRef<HTMLButtonElement>(null);
  const avatar = fixedSizeImage(platform, user.avatar, AVATAR_SIZE);
  const name = user.dancerName ?? user.email ?? '';

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
        {avatar ? (
          <img className="sh-avatar" {...avatar} alt="" />
        ) : (
          <span className="sh-avatar sh-avatar--blank" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="sh-user__name">{name}</span>
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
