import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seed's rule for demo accounts (api/src/seed/seed-accounts.ts): `B-Girl Nova` → `bgirlnova@demo.cypher.dance`. */
export const demoEmail = (dancerName: string) => `${dancerName.toLowerCase().replace(/[^a-z0-9]+/g, '')}@demo.cypher.dance`;
export const DEMO_PASSWORD = 'cypher-demo-2026';

/** Signs in through the API and leaves the token where the shell looks for it, before any page loads. */
export async function signIn(page: Page, request: APIRequestContext, dancerName: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: demoEmail(dancerName), password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('cypher.token', value), token);
  return token;
}
