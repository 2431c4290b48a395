import type { APIRequestContext, Page, Response } from '@playwright/test';

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

/** Collects every script a page downloads, with its body, for size and duplicate checks. */
export function collectScripts(page: Page): Array<{ url: string; body: Promise<Buffer> }> {
  const scripts: Array<{ url: string; body: Promise<Buffer> }> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
  });
  return scripts;
}

/** React DOM's production and development builds both carry this string exactly once. */
export const REACT_DOM_SIGNATURE = 'rendererPackageName:"react-dom"';

export async function reactDomCopies(scripts: Array<{ url: string; body: Promise<Buffer> }>): Promise<string[]> {
  const copies: string[] = [];
  for (const script of scripts) {
    const text = (await script.body.catch(() => Buffer.alloc(0))).toString('utf8');
    if (text.includes(REACT_DOM_SIGNATURE)) copies.push(script.url);
  }
  return copies;
}
