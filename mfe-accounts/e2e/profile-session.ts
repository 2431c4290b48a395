import type { APIRequestContext, Page } from '@playwright/test';

/** localStorage keys the shell reads (docs/engineering.md, Identity). */
export const TOKEN_KEY = 'cypher.token';
export const CURRENT_PROFILE_KEY = 'cypher.currentProfileId';
export const PASSWORD = 'cypher-e2e-Pass-2026';

let serial = 0;

/** A unique e-mail for this run, so journeys never collide with each other or a rerun. */
export function freshEmail(tag: string): string {
  serial += 1;
  return `${tag}.${Date.now()}.${serial}@example.test`;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up through the API and completes the main profile as onboarding would; answers the token and profile id. */
export async function signUpDancer(request: APIRequestContext, dancerName: string) {
  const email = freshEmail(dancerName.toLowerCase().replace(/\W+/g, '-'));
  const { token } = await json<{ token: string }>(
    await request.post('/api/auth/signup', { data: { email, password: PASSWORD } }),
    'sign-up',
  );
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await json<{ id: number }>(
    await request.post('/api/user', {
      headers,
      data: { firstName: 'Ana', lastName: 'Lima', dancerName, birthday: '01/15/2000', country: 'FR', state: null, city: 'Lyon' },
    }),
    'onboarding',
  );
  return { email, token, headers, id: profile.id };
}

/** Adds another profile to the account (CreateOtherProfilePage's call). */
export async function addProfile(request: APIRequestContext, headers: Record<string, string>, dancerName: string) {
  return json<{ id: number; dancerName: string }>(
    await request.post('/api/user/profiles', {
      headers,
      data: {
        firstName: 'Ana',
        lastName: 'Lima',
        dancerName,
        birthday: '01/15/2000',
        country: 'US',
        state: 'NY',
        city: 'New York',
        avatar: null,
        card: null,
      },
    }),
    'add profile',
  );
}

/**
 * The shell starts signed in with this token (and acting as `profileId` when given). Written on
 * the tab's first page only: later pages keep what the app stored (a password change's new token).
 */
export async function startSignedIn(page: Page, token: string, profileId?: number) {
  await page.addInitScript(
    ([tokenKey, value, profileKey, profile]) => {
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.sessionStorage.setItem('e2e.seeded', '1');
      window.localStorage.setItem(tokenKey, value);
      if (profile) window.localStorage.setItem(profileKey, profile);
    },
    [TOKEN_KEY, token, CURRENT_PROFILE_KEY, profileId ? String(profileId) : ''],
  );
}
