import { useCallback } from 'react';
import type { SessionUser } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';

/** Spec §4: a profile without a dancer name is not finished; it goes to onboarding first. */
export function hasDancerName(user: SessionUser | null): boolean {
  return !!user?.dancerName?.trim();
}

/**
 * After signing in: go to `redirect` (or Home), or to /signup?incomplete=true when the profile has
 * no dancer name yet. `finish(token)` first hands an API session token to the host; `proceed()` is
 * for a host that signed in itself (`platform.identity`). Both resolve to the user (null: none).
 */
export function useFinishSignIn(redirect: string | null) {
  const platform = usePlatform();
  const proceed = useCallback((): SessionUser | null => {
    const user = platform.session.getUser();
    if (user) platform.navigate(hasDancerName(user) ? (redirect ?? paths.home) : paths.incompleteSignup(redirect));
    return user;
  }, [platform, redirect]);
  const finish = useCallback(
    async (token: string): Promise<SessionUser | null> => {
      await platform.session.signIn(token);
      return proceed();
    },
    [platform, proceed],
  );
  return { finish, proceed };
}
