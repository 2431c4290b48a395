import { expect, test, type Page } from '@playwright/test';
import { collectScripts } from '../../e2e/helpers';
import { expectAccessibleAtBothWidths, PHONE } from '../../e2e/axe-audit';

// Issue 13: the header's Faqs and Patreon and the footer's Privacy Policy and Terms of Service
// open the shell's own pages, each loaded only when visited.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

const heading = (page: Page) => page.locator('main h1');
const question = (page: Page, text: string) => page.locator('summary', { hasText: text });

test('from the header: Faqs, search, open a question, link to it', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Faqs' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(heading(page)).toHaveText('Frequently asked questions');
  await expect(page).toHaveTitle('FAQ · Cypher');

  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('battle number');
  const numbers = question(page, 'What is my battle number?');
  await expect(numbers).toBeVisible();
  await expect(question(page, 'How are prelims judged?')).toBeHidden();
  // The disclosure works by keyboard.
  await numbers.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/you get a random number/)).toBeVisible();

  // A linked question opens by itself, straight from the address.
  await page.goto('/faq#how-are-prelims-judged');
  await expect(page.getByText(/whole points from 1 to 10/)).toBeVisible();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.length).toBeGreaterThan(15);
});

test('from the header: Patreon', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patreon' }).click();
  await expect(page).toHaveURL(/\/patreon$/);
  await expect(heading(page)).toHaveText('Support Cypher');
  await expect(page.getByRole('heading', { name: 'The Patron mark' })).toBeVisible();
  // The e2e build names no campaign (PATREON_URL unset): no link to nowhere.
  await expect(page.getByRole('link', { name: /Become a patron/ })).toHaveCount(0);
});

for (const [link, path, title] of [
  ['Privacy Policy', '/policy', 'Privacy Policy'],
  ['Terms of Service', '/terms', 'Terms of Service'],
] as const) {
  test(`from the footer: ${link}, with its date and sections`, async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heading(page)).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Cypher`);
    await expect(page.getByText(/^Last updated: \w+ \d+, \d{4}$/)).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const first = contents.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page.locator(target)).toBeInViewport();
  });
}

test('each page’s code stays out of the other routes’ first load', async ({ context }) => {
  const markers = {
    faq: 'How are prelims judged',
    patreon: 'What your support pays for',
    policy: 'Our server records errors',
    terms: 'Respect the cypher',
  };
  for (const path of ['/', '/events', '/faq', '/policy']) {
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Every script of the first load has answered: one still on its way when the page closes
    // would fail its body read.
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(scripts.map((s) => s.body))).map(String).join('\n');
    await page.close();
    for (const [name, marker] of Object.entries(markers)) {
      const own = path === `/${name}`;
      expect(loaded.includes(marker), `${name} text on ${path}`).toBe(own);
    }
  }
});

test('readable at 360 px: nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/faq', '/patreon', '/policy', '/terms']) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// The e2e build names no campaign, so the Patreon page's link (a deployment's PATREON_URL) is put
// into the page's text as PatreonPage renders it: the text's link colour once painted the button's
// label in the button's own fill, unreadable, and nothing rendered it to notice.
test('the campaign link, as a deployment shows it, is readable at 1280 and 360 px', async ({ page }) => {
  await page.goto('/patreon');
  await expect(heading(page)).toBeVisible();
  await page.locator('.sh-content').evaluate((content) => {
    const cta = document.createElement('p');
    cta.className = 'sh-content__cta';
    cta.innerHTML = '<a class="sh-button sh-button--accent sh-button--large" href="https://www.patreon.com/">Become a patron</a>';
    content.append(cta);
  });
  await expectAccessibleAtBothWidths(page, '/patreon with its campaign link', () =>
    page.getByRole('link', { name: 'Become a patron' }),
  );
});

for (const path of ['/faq', '/patreon', '/policy', '/terms']) {
  test(`${path} passes axe at 1280 and 360 px`, async ({ page }) => {
    await page.goto(path);
    if (path === '/faq') await question(page, 'How do leaderboard points work?').click();
    await expectAccessibleAtBothWidths(page, path, () => heading(page));
  });
}
