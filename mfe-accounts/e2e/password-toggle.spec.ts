// The password fields' 'Show password' button sits on one line beside the input, as wide as its
// words, on a phone and on a desktop (it was squeezed to ~106 px and broke over two lines).
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

for (const width of [360, 1280]) {
  for (const path of ['/login', '/signup']) {
    test(`${path} at ${width} px: 'Show password' is one line beside the input, which keeps the rest`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const toggle = page.locator('[data-area="accounts"]').getByRole('button', { name: 'Show password' }).first();
      await expect(toggle).toBeVisible();
      const shown = await toggle.evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const input = button.parentElement!.querySelector('input')!.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return { lines: range.getClientRects().length, besideInput: Math.round(input.right) <= Math.round(box.left) };
      });
      expect(shown).toEqual({ lines: 1, besideInput: true });
    });
  }
}
