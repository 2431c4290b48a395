import { expect, test, type Page } from '@playwright/test';
import { latestEmailLink } from '../../e2e/helpers';

// Journeys through sign-up, onboarding, login, magic link, password reset and Google against the
// built app with the real API (outbox e-mails, mock Google issuer). One account per run: the e-mail
// carries the time so runs never collide on a reused data dir.
const stamp = Date.now().toString(36);
const email = `hc.dancer.${stamp}@example.test`;
const password = `Breakin-${stamp}-Floorwork!`;
const dancerName = `B-Girl HC ${stamp}`;
const area = (page: Page) => page.locator('[data-area="accounts"]');
const userMenu = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name) });

async function logIn(page: Page, address: string, secret: string) {
  await page.goto('/login');
  await area(page).getByLabel('Email*').fill(address);
  await area(page).getByLabel('Email*').press('Enter');
  await expect(area(page).getByLabel('Password*')).toBeFocused();
  await page.keyboard.type(secret);
  await page.keyboard.press('Enter');
}

test.describe.configure({ mode: 'serial' });

// The cookie banner would cover the forms' buttons on a small window: consent is given up front.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

test('sign up with e-mail, the six onboarding steps, then Home signed in', async ({ page }) => {
  await page.goto('/signup');
  const form = area(page);
  await form.getByLabel('Email*').fill(email);
  await form.getByLabel('Password*', { exact: true }).fill(password);
  await form.getByLabel('Confirm password*').fill(password);
  await form.getByRole('button', { name: 'Create profile' }).click();

  await expect(form.getByText('Full name', { exact: true })).toBeVisible();
  await form.getByLabel('First name*').fill('Ana');
  await form.getByLabel('Last name*').fill('Lopez');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Dancer name, nickname, etc...*').fill(dancerName);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Birthday').pressSequentially('10181993');
  await expect(form.getByLabel('Birthday')).toHaveValue('10/18/1993');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('combobox', { name: 'Country*' }).fill('u.s');
  await expect(form.getByRole('option').first()).toContainText('United States');
  await form.getByRole('combobox', { name: 'Country*' }).press('Enter');
  await form.getByLabel('State*').fill('NY');
  await form.getByLabel('City*').fill('Brooklyn');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Add a profile picture')).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText(dancerName)).toBeVisible();
  await form.getByRole('button', { name: 'create profile' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, dancerName)).toBeVisible();
});

test('a wrong password is refused; the right one signs in again', async ({ page }) => {
  await logIn(page, email, 'not-the-password');
  await expect(area(page).getByText('Incorrect email or password')).toBeVisible();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, dancerName)).toBeVisible();
});

test('a magic link from the outbox signs in', async ({ page }) => {
  await page.goto('/magic-link');
  await area(page).getByLabel('Email*').fill(email);
  await area(page).getByRole('button', { name: 'Submit' }).click();
  await expect(area(page).getByText('Check your inbox for the magic link')).toBeVisible();
  const link = await latestEmailLink(email, '/magic-link');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, dancerName)).toBeVisible();
});

test('a password reset sets a new password that then logs in', async ({ page }) => {
  const fresh = `${password}-reset`;
  await page.goto('/reset-password');
  await area(page).getByLabel('Email*').fill(email);
  await area(page).getByRole('button', { name: 'Submit' }).click();
  await expect(area(page).getByText('Check your inbox for a password reset email')).toBeVisible();
  const link = await latestEmailLink(email, '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await area(page).getByLabel('New password*').fill(fresh);
  await area(page).getByLabel('Confirm password*').fill(fresh);
  await area(page).getByRole('button', { name: 'Submit' }).click();
  await expect(userMenu(page, dancerName)).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, fresh);
  await expect(userMenu(page, dancerName)).toBeVisible();
});

test('Google sign-in against the mock issuer leads a new dancer to onboarding', async ({ page }) => {
  await page.goto('/login');
  await area(page).getByRole('button', { name: 'Log in with google' }).click();
  // google.dancer@example.test has an account but no dancer profile in a fresh run: the shell's
  // guard sends it to finish the profile.
  await expect(page).toHaveURL(/\/signup\?incomplete=true/);
  await expect(area(page).getByText('Hey it looks like your profile is incomplete', { exact: false })).toBeVisible();
  await expect(area(page).getByLabel('First name*')).toBeVisible();
});

test('a 12 MB image is refused with the toast; a small png uploads', async ({ page }) => {
  await logIn(page, email, `${password}-reset`);
  await expect(userMenu(page, dancerName)).toBeVisible();
  await page.goto('/create-other-profile');
  const form = area(page);
  await form.getByLabel('First name*').fill('Second');
  await form.getByLabel('Last name*').fill('Profile');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Dancer name, nickname, etc...*').fill(`${dancerName} II`);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Birthday').fill('01/02/2001');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('combobox', { name: 'Country*' }).fill('france');
  await form.getByRole('combobox', { name: 'Country*' }).press('Enter');
  await form.getByLabel('City*').fill('Lyon');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Profile picture').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(12 * 1024 * 1024, 1),
  });
  await expect(page.getByText("Use an image smaller than 10Mb, otherwise, it won't be saved.")).toBeVisible();
  // A small png goes through the shell's upload and comes back as the preview.
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await form.getByLabel('Profile picture').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(form.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Edit image' })).toBeVisible();
});
