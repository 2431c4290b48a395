import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, seededBattle } from './helpers';
// @ts-expect-error the composition server is plain JavaScript (scripts/server)
import { contentSecurityPolicy, remoteOrigins, securityHeaders } from '../scripts/server/security-headers.mjs';

// Issue 12, defect 9: every page carries a strict Content-Security-Policy and still renders in
// Chromium with no violation (the first HTML's `<style>`, the areas' stylesheet files, the
// federation runtime, lazy chunks).

const DEMO_EMAIL = 'drfootwork@demo.cypher.dance';
const DEMO_PASSWORD = 'cypher-demo-2026';

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...console,
  ];
}

let ids: Promise<{ eventId: number; orgId: number; memberId: number; battleId: number }> | undefined;
function seededIds(request: APIRequestContext) {
  ids ??= (async () => {
    const events = await apiGet<Array<{ id: number }>>(request, '/events?t=future&pp=1');
    const orgs = await apiGet<{ items: Array<{ id: number }> }>(request, '/orgs?pp=1');
    const members = await apiGet<Array<{ id: number }>>(request, '/users?pp=1');
    return {
      eventId: events[0].id,
      orgId: orgs.items[0].id,
      memberId: members[0].id,
      battleId: (await seededBattle(request)).id,
    };
  })();
  return ids;
}

test('pages, remote builds and static files carry the security headers', async ({ request }) => {
  for (const path of ['/', '/events', '/remotes/events/remoteEntry.js', '/remotes.json']) {
    const res = await request.get(path);
    expect(res.ok(), path).toBe(true);
    const headers = res.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toMatch(/unsafe-eval/);
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // Served over plain http here: no HSTS (it would pin a host that has no certificate).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  const api = await request.get('/api/health');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
});

const signedOut: Array<[string, (i: Awaited<ReturnType<typeof seededIds>>) => string, string | null]> = [
  ['home', () => '/', 'events'],
  ['events', () => '/events', 'events'],
  ['event', (i) => `/event/${i.eventId}`, 'events'],
  ['battle', (i) => `/battle/${i.battleId}`, 'battles'],
  ['organizations', () => '/organizations', 'orgs'],
  ['organization', (i) => `/organization/${i.orgId}?tab=media`, 'orgs'],
  ['members', () => '/members', 'accounts'],
  ['profile', (i) => `/profile/${i.memberId}`, 'accounts'],
  ['login', () => '/login', 'accounts'],
  ['signup', () => '/signup', 'accounts'],
  // The shell's own pages; the FAQ carries a JSON-LD block, which is data and needs no allowance.
  ['faq', () => '/faq', null],
  ['privacy policy', () => '/policy', null],
];

for (const [label, path, area] of signedOut) {
  test(`${label} renders under the policy with no violation`, async ({ page, request }) => {
    const violations = await watchViolations(page);
    await page.goto(path(await seededIds(request)));
    // The area's own content, not only its frame: on Home the frame and the hero's heading are up
    // before the area's code (and its stylesheet) has arrived.
    if (area) await expect(page.locator(`[data-area="${area}"] .sh-area__content`).first()).toBeVisible();
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // The styles applied: the page is not unstyled (a blocked <style> would leave the body on the
    // browser's default white).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // And the area's own stylesheet file, fetched with its chunks.
    if (area) {
      const sheets = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? ''));
      expect(sheets.some((href) => href.includes(`/remotes/${area}/`))).toBe(true);
    }
    expect(await violations()).toEqual([]);
  });
}

test('signed in: profile settings and the user menu render with no violation', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('cypher.token', value), token);
  const violations = await watchViolations(page);
  await page.goto('/profile-setting');
  await expect(page.locator('[data-area="accounts"] h1, [data-area="accounts"] h2').first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Account menu: / })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Account menu' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('the policy builder', () => {
  test('allows remotes configured on another host, and nothing else', () => {
    const origins = remoteOrigins(
      JSON.stringify({ events: '/remotes/events/mf-manifest.json', battles: 'https://cdn.example/battles/mf-manifest.json' }),
    );
    expect(origins).toEqual(['https://cdn.example']);
    expect(remoteOrigins('not json')).toEqual([]);
    const policy = contentSecurityPolicy({ remotes: origins });
    expect(policy).toContain("script-src 'self' https://cdn.example;");
    // An area's stylesheets come with its chunks, from the remote's host.
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://cdn.example;");
    expect(policy).toContain("connect-src 'self' https://cdn.example;");
    expect(policy).not.toContain('googleapis');
  });

  test('adds Firebase only when sign-in is handed to it', () => {
    const policy = contentSecurityPolicy({ firebase: { authDomain: 'cypher.firebaseapp.com' } });
    expect(policy).toContain('https://identitytoolkit.googleapis.com');
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://cypher.firebaseapp.com');
  });

  test('allows Google Maps only when a Maps key is configured', () => {
    const off = contentSecurityPolicy({});
    expect(off).not.toContain('maps.googleapis.com');
    const on = contentSecurityPolicy({ maps: true });
    expect(on).toContain("script-src 'self' https://maps.googleapis.com;");
    expect(on).toContain('https://maps.gstatic.com');
    expect(on).toContain("connect-src 'self' https://maps.googleapis.com;");
    expect(on).toContain("frame-ancestors 'none'");
  });

  test('sends HSTS only over https, which a trusted proxy may vouch for', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(securityHeaders({ remotesFile: '/nonexistent/remotes.json' }));
    app.get('/', (_req, res) => void res.send('ok'));
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const plain = await fetch(base);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      const proxied = await fetch(base, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(proxied.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      server.close();
    }
  });
});
