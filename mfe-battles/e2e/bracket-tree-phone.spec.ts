import { expect, test } from '@playwright/test';
import { apiGet } from '../../e2e/helpers';
import { seededBattles } from './battle-session';

// The bracket tree is wider than a phone: it scrolls inside its own box, and the page does not
// scroll sideways. Its names for screen readers (visually hidden, absolutely placed) once sat at
// the tree's far end outside that box and stretched the page to 913 px at 360.
test('360 px: the bracket tree scrolls inside its box, says so and scrolls by keyboard; the page does not scroll sideways', async ({
  page,
  request,
  baseURL,
}) => {
  let battleId: number | null = null;
  for (const battle of await seededBattles(request, 'now')) {
    const brackets = await apiGet<{ left: unknown[][] }>(request, `/battles/${battle.id}/brackets`).catch(() => null);
    if (brackets && brackets.left.length > 1) battleId ??= battle.id;
  }
  expect(battleId).not.toBeNull();
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/battle/${battleId}/brackets`);
  const area = page.locator('[data-area="battles"]');
  await area.getByRole('button', { name: 'Tree' }).click();
  const tree = page.locator('.bt-tree');
  await expect(tree.getByRole('region', { name: 'Final', exact: true })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The final and the right half are reached by scrolling the tree itself.
  expect(await tree.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // It says so: a line above it, a faded edge where more lies, and a named region that the
  // keyboard scrolls.
  const hint = area.getByText('Scroll sideways for the final and the right bracket.');
  await expect(hint).toBeVisible();
  expect(await tree.evaluate((element) => getComputedStyle(element).maskImage)).not.toBe('none');
  const region = area.getByRole('region', { name: 'Bracket tree' });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => tree.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await tree.getByRole('region', { name: 'Final', exact: true }).scrollIntoViewIfNeeded();
  await expect(tree.getByRole('region', { name: 'Final', exact: true })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('bracket-tree-360.png') });

  // On a desktop the same bracket fits: no hint.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => tree.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(hint).toBeHidden();
});
