import { useCallback } from 'react';
import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { attemptCall } from '../../../shared/attempt-call';
import { afterOnboarding } from '../after-onboarding';
import { toProfileInput, type OnboardingValues } from '../onboarding-values';

export type OnboardingMode = 'signup' | 'add';

/**
 * The last step's save. Sign-up: POST /user for the acting profile, reload the session user, go to
 * the redirect or Home. Add-to-existing: POST /user/profiles, then that new Profile. Resolves to
 * false on failure (the page shows 'Something went wrong').
 */
export function useSaveOnboarding(mode: OnboardingMode, redirect: string | null) {
  const platform = usePlatform();
  return useCallback(
    async (values: OnboardingValues): Promise<boolean> => {
      const body = toProfileInput(values);
      const result =
        mode === 'add'
          ? await attemptCall(platform.api, routes.users.addProfile, { body })
          : await attemptCall(platform.api, routes.users.update, { body });
      if (!result.ok) return false;
      await platform.session.refresh();
      platform.navigate(mode === 'add' ? paths.profile(result.body.id) : afterOnboarding(redirect));
      return true;
    },
    [mode, redirect, platform],
  );
}
