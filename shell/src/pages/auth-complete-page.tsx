// Google's return: takes the token out of the address bar at once, signs in, and moves on with
// history replaced, so neither Back nor the address bar ever shows the token again.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellPlatform } from '../platform/platform-context.js';
import { afterSignInPath, loginPath, parseAuthFragment } from '../session/auth-complete.js';
import { texts } from '../texts.js';

export function AuthCompletePage() {
  const platform = useShellPlatform();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Read once: the first replace below empties the hash, and StrictMode runs effects twice.
  const fragment = useRef(parseAuthFragment(hash));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, redirect, error } = fragment.current;
    void navigate('/auth/complete', { replace: true });
    if (!token) {
      platform.toast(error ?? texts.signInIncomplete, 'error');
      void navigate(loginPath(redirect), { replace: true });
      return;
    }
    void platform.session.signIn(token).then((user) => {
      if (user) {
        void navigate(afterSignInPath(user, redirect), { replace: true });
      } else {
        platform.toast(texts.signInIncomplete, 'error');
        void navigate(loginPath(redirect), { replace: true });
      }
    });
  }, [navigate, platform]);

  return (
    <div className="sh-area-loading" role="status">
      <span className="sh-spinner" aria-hidden="true" />
      <span className="cy-visually-hidden">{texts.signingIn}</span>
    </div>
  );
}
