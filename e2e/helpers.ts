import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { fillRoute, seededRouteIds } from '../scripts/bench/page-budget.mjs';

/** Where this run's app keeps its data (see scripts/e2e/ports.mjs). */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8180);
export const PARTNER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PARTNER_PORT ?? APP_PORT + 10)}`;
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const E2E_DATA_DIR = path.join(REPO_ROOT, 'data', `e2e-${APP_PORT}`);

/** Quoted-printable (as nodemailer writes long lines) back to plain text. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest e-mail to `to` in this run's outbox that `matches` (the decoded .eml text), waiting up
 * to `timeoutMs` for it to arrive: e-mails go out after the request is answered.
 */
export async function latestEmail(to: string, matches: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .map((name) => path.join(outbox, name))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
      : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(file, 'utf8'));
      if (text.toLowerCase().includes(to.toLowerCase()) && matches(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching e-mail to ${to} in ${outbox}`);
}

/** The link of the newest e-mail to `to` whose link path is `linkPath` (`/magic-link` or `/reset-password`). */
export async function latestEmailLink(to: string, linkPath: string, timeoutMs = 10_000): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`);
  const text = await latestEmail(to, (candidate) => pattern.test(candidate), timeoutMs);
  return pattern.exec(text)![0].replace(/&amp;/g, '&');
}

/** The first seeded record of a list route, read through the real API. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** A battle of the demo seed, found the way a visitor would: through an event that has one. */
export async function seededBattle(request: APIRequestContext): Promise<{ id: number; title: string; eventTitle: string }> {
  for (const period of ['now', 'future', 'past']) {
    const events = await apiGet<Array<{ id: number }>>(request, `/events?t=${period}&pp=50`);
    for (const event of events) {
      const detail = await apiGet<{ title: string; battles: Array<{ id: number; title: string }> }>(
        request,
        `/events/${event.id}`,
      );
      if (detail.battles.length > 0)
        return { id: detail.battles[0].id, title: detail.battles[0].title, eventTitle: detail.title };
    }
  }
  throw new Error('the demo seed has no battle');
}

/**
 * What the event wizard saves (POST /events/:id) into a draft: a dated event a month from now in
 * Brooklyn with one free tier, so the draft can be published; `orgId` null for a dancer's own.
 */
export function wizardEventBody(title: string, orgId: number | null) {
  const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  return {
    title,
    image: null,
    description: '<p>Open cypher, all styles.</p>',
    website: null,
    locationAddress: '334 Furman St, Brooklyn, NY 11201',
    locationLat: 40.7003,
    locationLng: -73.9967,
    dateStart: start.toISOString(),
    dateEnd: new Date(start.getTime() + 6 * 60 * 60 * 1000).toISOString(),
    orgId,
    tiers: [{ title: '', description: '', cost: 0, fees: 0, taxes: 0 }],
  };
}

/** A path of `BUDGET_ROUTES` with its `{…}` filled in from the demo seed. */
export async function budgetRoute(request: APIRequestContext, pattern: string): Promise<string> {
  const ids = await seededRouteIds(async (path: string) => {
    const response = await request.get(`/api${path}`);
    return response.ok() ? response.json() : null;
  });
  return fillRoute(pattern, ids);
}

/** How the build names a worker's script (shell/rspack.config.mjs: `*.worker.mjs`, hashed). */
export const WORKER_SCRIPT = /\.worker\.[0-9a-f]{8}\.js$/;

/** A script the page downloaded, with its body; `worker` when it runs in a worker, not the page. */
export type DownloadedScript = { url: string; body: Promise<Buffer>; worker: boolean };

/** Collects every script a page downloads, with its body, for size and duplicate checks. */
export function collectScripts(page: Page): DownloadedScript[] {
  const scripts: DownloadedScript[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const worker = WORKER_SCRIPT.test(new URL(response.url()).pathname);
    // A worker's script can be read only while its worker runs, and the shell's date-formatting
    // worker closes as soon as it has started: once it is gone its script reads as empty.
    const body = worker ? response.body().catch(() => Buffer.alloc(0)) : response.body();
    // A chunk that arrives after the test has read its list (an on-demand part) is never read; its
    // body is dropped when the page closes, which must not fail the test as an unhandled rejection.
    body.catch(() => undefined);
    scripts.push({ url: response.url(), body, worker });
  });
  return scripts;
}

/** React DOM's production and development builds both carry this string exactly once. */
export const REACT_DOM_SIGNATURE = 'rendererPackageName:"react-dom"';

export async function reactDomCopies(scripts: DownloadedScript[]): Promise<string[]> {
  const copies: string[] = [];
  for (const script of scripts) {
    const text = (await script.body.catch(() => Buffer.alloc(0))).toString('utf8');
    if (text.includes(REACT_DOM_SIGNATURE)) copies.push(script.url);
  }
  return copies;
}
