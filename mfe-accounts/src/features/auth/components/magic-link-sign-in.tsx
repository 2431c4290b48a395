import { useEffect, useRef } from 'react';
import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import { paths } from '../../../shared/paths';
import { attemptCall } from '../../../shared/attempt-call';

/**
 * The e-mailed magic link's page: signs in at once and goes Home. Spec: a failure is only logged
 * and the visitor still goes Home.
 */
export function MagicLinkSignIn({ token }: { token: string }) {
  const platform = usePlatform();
  // The link is single use: never send it twice (StrictMode runs effects twice in development).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await attemptCall(platform.api, routes.auth.consumeMagicLink, { body: { token } });
      if (result.ok) await platform.session.signIn(result.body.token);
      else console.warn(`Magic link sign-in failed: ${result.error.message}`);
      platform.navigate(paths.home);
    })();
  }, [platform, token]);
  return (
    <p className="ac-form__done" role="status">
      {AUTH_LABELS.signingIn}
    </p>
  );
}
