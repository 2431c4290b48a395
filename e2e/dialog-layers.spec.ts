// A modal dialog lies over everything else on the screen, whichever app draws it: the shell's
// sticky header and its cookie banner come from the host, the dialogs from the areas, so the order
// is one set of theme tokens (`--cy-layer-*`). The dialogs' backdrops were below the header (100 and
// 50 against 900) and the banner (1000): the header stayed bright over the dim page, its links took
// clicks while the dialog was open, the wizard's battle editor lost its heading under it, and the
// banner took the click meant for the organization filter's Close.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from './helpers';

/** Whether what the visitor would click at the middle of `over` belongs to the dialog's backdrop. */
async function coveredBy(page: Page, over: Locator, backdrop: string): Promise<boolean> {
  const box = (await over.boundingBox())!;
  return page.evaluate(({ x, y, backdrop }) => Boolean(document.elementFromPoint(x, y)?.closest(backdrop)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    backdrop,
  });
}

for (const width of [360, 1280]) {
  test(`${width} px: the events area's dialog covers the header and the cookie banner, and its Close takes the click`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/events');
    const banner = page.locator('.sh-cookie');
    await expect(banner).toBeVisible();
    await page.locator('[data-area="events"]').getByRole('button', { name: 'Organizations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter by organization' });
    await expect(dialog.getByText('All organizations')).toBeVisible();
    expect(await coveredBy(page, page.locator('.sh-header'), '.cy-dialog__backdrop')).toBe(true);
    expect(await coveredBy(page, banner, '.cy-dialog__backdrop')).toBe(true);
    // The dialog's heading is not under the header.
    expect(await coveredBy(page, dialog.getByRole('heading', { name: 'Filter by organization' }), '.cy-dialog')).toBe(true);
    await page.screenshot({ path: `test-results/dialog-layers-events-${width}.png` });
    // A plain click: Playwright refuses it when another element would receive it.
    await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 5_000 });
    await expect(dialog).toBeHidden();
  });

  test(`${width} px: the battles area's dialog covers the header`, async ({ page, request, context, baseURL }) => {
    await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
    await page.setViewportSize({ width, height: 800 });
    // A crew battle of the demo seed with crews registered, as a visitor sees it.
    const events = await apiGet<Array<{ id: number }>>(request, '/events?t=now&pp=50');
    let battleId: number | null = null;
    for (const event of events) {
      const detail = await apiGet<{ battles: Array<{ id: number }> }>(request, `/events/${event.id}`);
      for (const { id } of detail.battles) {
        const battle = await apiGet<{ crewSize: number; crews: unknown[]; hideParticipants: boolean }>(request, `/battles/${id}`);
        if (battle.crewSize > 1 && battle.crews.length > 0 && !battle.hideParticipants) battleId ??= id;
      }
    }
    expect(battleId).not.toBeNull();
    await page.goto(`/battle/${battleId}`);
    await page.locator('.bt-entry__open').first().click();
    const dialog = page.locator('.bt-modal[role="dialog"]');
    await expect(dialog).toBeVisible();
    // Scrolled to the top, where the header is drawn (on a phone it slides away while scrolling down).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.sh-header')).toBeInViewport({ ratio: 1 });
    expect(await coveredBy(page, page.locator('.sh-header'), '.bt-modal__backdrop')).toBe(true);
    expect(await coveredBy(page, dialog.locator('h2'), '.bt-modal')).toBe(true);
    await page.screenshot({ path: `test-results/dialog-layers-battles-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
