import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiGet, collectScripts, E2E_DATA_DIR, reactDomCopies, REPO_ROOT, seededBattle } from './helpers';

const root = REPO_ROOT;
const remotesFile = path.join(E2E_DATA_DIR, 'remotes.json');

test('react-dom is downloaded once however many areas a visit goes through', async ({ page, request }) => {
  const battle = await seededBattle(request);
  const scripts = collectScripts(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page.locator('[data-area="events"]')).toBeVisible();
  await nav.getByRole('link', { name: 'Organizations' }).click();
  await expect(page.locator('[data-area="orgs"]')).toBeVisible();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(page.locator('[data-area="accounts"]')).toBeVisible();
  // Into the battles area without a page load: the shell's router follows an in-app link.
  await page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/battle/${battle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: battle.title })).toBeVisible();

  const entries = scripts.map((s) => s.url).filter((url) => url.endsWith('remoteEntry.js'));
  for (const area of ['events', 'orgs', 'accounts', 'battles']) {
    expect(entries.some((url) => url.includes(`/remotes/${area}/`))).toBe(true);
  }
  expect(await reactDomCopies(scripts)).toHaveLength(1);
});

test('a remote that cannot load shows a contained error while the rest keeps working', async ({ page, request }) => {
  const battle = await seededBattle(request);
  await page.route('**/remotes/battles/**', (route) => route.abort());
  await page.goto(`/battle/${battle.id}`);
  const failure = page.locator('[data-area-state="failed"]');
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Once the remote is reachable again, Retry loads it in place.
  await page.unroute('**/remotes/battles/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: battle.title })).toBeVisible();

  // Other areas were never affected.
  await page.route('**/remotes/battles/**', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click();
  const orgs = await apiGet<{ items: Array<{ name: string }> }>(request, '/orgs?pp=100');
  await expect(page.getByText(orgs.items[0].name).first()).toBeVisible();
});

test('pointing the remotes configuration at a new build serves it without rebuilding the shell', async ({ page, request }) => {
  test.setTimeout(180_000);
  const battle = await seededBattle(request);
  const shellIndex = fs.statSync(path.join(root, 'shell', 'dist', 'index.html')).mtimeMs;
  const buildId = `canary-${Date.now()}`;
  const outDir = path.join(root, 'data', 'remotes-extra', 'battles-canary');
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(root, 'mfe-battles'),
    env: { ...process.env, CYPHER_BUILD_ID: buildId, CYPHER_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  const original = fs.readFileSync(remotesFile, 'utf8');
  try {
    await page.goto(`/battle/${battle.id}`);
    await expect(page.locator('[data-area="battles"] [data-build-id]')).not.toHaveAttribute('data-build-id', buildId);

    const config = JSON.parse(original);
    config.battles = '/remotes-extra/battles-canary/mf-manifest.json';
    fs.writeFileSync(remotesFile, JSON.stringify(config));
    await page.reload();
    await expect(page.locator('[data-area="battles"] [data-build-id]')).toHaveAttribute('data-build-id', buildId);
    await expect(page.getByRole('heading', { level: 1, name: battle.title })).toBeVisible();
  } finally {
    fs.writeFileSync(remotesFile, original);
  }
  expect(fs.statSync(path.join(root, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellIndex);
});

test('an unknown path lands on the 404 page', async ({ page }) => {
  await page.goto('/no-such-place');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText("Sorry, we can't find the page you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
