import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { REGISTRATION_REASONS } from '@cypher/contracts/texts';
import { apiGet } from '../../e2e/helpers';

export const DEMO_PASSWORD = 'cypher-demo-2026';

/** The demo seed's e-mail of a dancer: the name in lower case without spaces or punctuation. */
export const demoEmail = (dancerName: string) => `${dancerName.toLowerCase().replace(/[^a-z0-9]/g, '')}@demo.cypher.dance`;

export interface DemoDancer {
  id: number;
  dancerName: string;
  token: string;
}

interface BattleView {
  id: number;
  title: string;
  crewSize: number;
  hasAgreement: boolean;
  hasWaiver: boolean;
  participationCapType: string;
  limit: number;
  registeredCount: number;
  event: { id: number; period: string | null; isStaff: boolean; excludedUserIds: number[] };
  permissions: { registerButtonEnabled: boolean; registerButtonDisableReason: string | null; registered: boolean };
}

export async function logIn(request: APIRequestContext, dancerName: string): Promise<string | null> {
  const answer = await request.post('/api/auth/login', { data: { email: demoEmail(dancerName), password: DEMO_PASSWORD } });
  return answer.ok() ? ((await answer.json()) as { token: string }).token : null;
}

/** The battle as a signed-in dancer (or a visitor) sees it. */
export async function battleAs(request: APIRequestContext, id: number, token?: string): Promise<BattleView> {
  const answer = await request.get(`/api/battles/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return (await answer.json()) as BattleView;
}

/** Every battle of the demo seed's events of one period. */
export async function seededBattles(request: APIRequestContext, period: 'now' | 'future' | 'past'): Promise<BattleView[]> {
  const battles: BattleView[] = [];
  for (const event of await apiGet<Array<{ id: number }>>(request, `/events?t=${period}&pp=50`)) {
    const detail = await apiGet<{ battles: Array<{ id: number }> }>(request, `/events/${event.id}`);
    for (const battle of detail.battles) battles.push(await battleAs(request, battle.id));
  }
  return battles;
}

/**
 * `count` demo dancers (main profiles with their own account) who may register in the battle now:
 * the server's register button is enabled for them, or waits only for their own signatures. Event
 * staff are left out: their button is enabled to register others, not themselves. `unsigned`: only
 * dancers who still have the organization's documents to sign (signatures outlive a journey).
 */
export async function freeDancers(
  request: APIRequestContext,
  battleId: number,
  count: number,
  options: { unsigned?: boolean } = {},
) {
  const users = await apiGet<Array<{ id: number; dancerName: string }>>(request, '/users?pp=100&sb=name-asc');
  const found: DemoDancer[] = [];
  for (const user of users) {
    if (found.length === count) break;
    const token = await logIn(request, user.dancerName);
    if (!token) continue;
    const view = await battleAs(request, battleId, token);
    const reason = view.permissions.registerButtonDisableReason;
    const mustSign = reason === REGISTRATION_REASONS.signAgreement || reason === REGISTRATION_REASONS.signWaiver;
    const mayRegister = options.unsigned ? mustSign : view.permissions.registerButtonEnabled || mustSign;
    if (mayRegister && !view.permissions.registered && !view.event.isStaff && !view.event.excludedUserIds.includes(user.id))
      found.push({ ...user, token });
  }
  if (found.length < count) throw new Error(`only ${found.length} dancers may register in battle ${battleId}`);
  return found;
}

/** A page signed in with the token, the cookie banner already answered. */
export async function pageAs(browser: Browser, baseURL: string, token: string | null): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  if (token) await page.addInitScript((value) => window.localStorage.setItem('cypher.token', value), token);
  return page;
}

/** A demo dancer who edits the battle's event (organizer or admin: `event.canEdit`). */
export async function eventEditor(request: APIRequestContext, battleId: number): Promise<DemoDancer> {
  const users = await apiGet<Array<{ id: number; dancerName: string }>>(request, '/users?pp=100&sb=name-asc');
  for (const user of users) {
    const token = await logIn(request, user.dancerName);
    if (!token) continue;
    const view = (await battleAs(request, battleId, token)) as BattleView & { event: { canEdit: boolean } };
    if (view.event.canEdit) return { ...user, token };
  }
  throw new Error(`nobody edits the event of battle ${battleId}`);
}
