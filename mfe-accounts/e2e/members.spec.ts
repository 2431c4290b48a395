import { expect, test } from '@playwright/test';
import { signUpDancer } from './profile-session';

type Member = { id: number; dancerName: string };

test('/members shows the seeded dancers and searches them', async ({ page, request }) => {
  const { count } = await (await request.get('/api/users/count')).json();
  const members: Member[] = await (await request.get('/api/users?pp=50&sb=name-asc')).json();
  await page.goto('/members');
  const area = page.locator('[data-area="accounts"]');
  await expect(area.getByText(members[0].dancerName).first()).toBeVisible();
  const search = area.getByPlaceholder(`Search ${count} cards`);
  await search.fill(members[1].dancerName);
  await expect(area.getByText(members[1].dancerName).first()).toBeVisible();
  await search.fill('zzzz-no-such-dancer');
  await expect(area.getByText('No members exist with these parameters')).toBeVisible();
});

test('/members sorts A-Z and Z-A and loads the next 50 as the list scrolls', async ({ page, request }) => {
  // Enough dancers for a second page: the directory loads 50 at a time.
  let { count } = await (await request.get('/api/users/count')).json();
  for (let i = 0; count < 56; i++) {
    await signUpDancer(request, `Zulu Scroll ${String(i).padStart(2, '0')}`);
    ({ count } = await (await request.get('/api/users/count')).json());
  }
  const ascending: Member[] = await (await request.get(`/api/users?pp=100&sb=name-asc`)).json();
  const first = ascending[0].dancerName;
  const last = ascending[ascending.length - 1].dancerName;

  await page.goto('/members');
  const area = page.locator('[data-area="accounts"]');
  const cardNames = area.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(cardNames.first()).toHaveText(first);
  await expect(area.getByText(last, { exact: true })).toHaveCount(0);

  // Scrolling to the end of the first 50 brings the rest, the last name among them.
  await cardNames.nth(49).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(area.getByText(last, { exact: true })).toBeVisible();
  await expect(cardNames).toHaveCount(ascending.length);

  // Z-A puts the last name first.
  await area.getByRole('button', { name: /A-Z/ }).click();
  await expect(cardNames.first()).toHaveText(last);
});

test('at 1280 px the cards of a row line up: Patron under the name, the figures along the foot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/members');
  const cards = page.locator('[data-area="accounts"] li.ac-card');
  await expect(cards.nth(3).locator('.cy-stats')).toBeVisible();
  const rows = await cards.evaluateAll((found) =>
    found.slice(0, 12).map((card) => {
      const name = card.querySelector('.cy-card__link')!.getBoundingClientRect();
      const patron = card.querySelector('.ac-patron')?.getBoundingClientRect();
      return {
        top: Math.round(card.getBoundingClientRect().top),
        statsBottom: Math.round(card.querySelector('.cy-stats')!.getBoundingClientRect().bottom),
        patronUnderName: patron ? patron.top >= name.bottom - 1 : null,
      };
    }),
  );
  expect(
    rows.some((card) => card.patronUnderName !== null),
    'a seeded patron among the first cards',
  ).toBe(true);
  for (const card of rows) {
    if (card.patronUnderName !== null) expect(card.patronUnderName).toBe(true);
    // Every card of the same row ends its figures at the same height.
    const row = rows.filter((other) => other.top === card.top);
    expect(row.map((other) => other.statsBottom)).toEqual(row.map(() => card.statsBottom));
  }
});
