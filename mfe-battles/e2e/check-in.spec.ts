import { expect, test } from '@playwright/test';
import { battleAs, eventEditor, pageAs, seededBattles } from './battle-session';

interface CrewView {
  eventId: number;
  crews: Array<{
    id: number;
    name: string;
    participants: Array<{ id: number; dancerName: string; confirmed: boolean; checkedIn: boolean }>;
  }>;
}

test('an admin checks a dancer in from the crew modal and un-checks them after the 5 s pause', async ({
  browser,
  request,
  baseURL,
}) => {
  const battle = (await seededBattles(request, 'now')).find((b) => b.crewSize !== 1)!;
  const editor = await eventEditor(request, battle.id);
  const { crews, eventId } = (await battleAs(request, battle.id, editor.token)) as unknown as CrewView;
  // The event is happening now, so the seed (and earlier journeys) may have checked every crew
  // dancer in at the door already: then staff un-check one first, through the API.
  let crew = crews.find((c) => c.participants.some((p) => p.confirmed && !p.checkedIn));
  if (!crew) {
    crew = crews.find((c) => c.participants.some((p) => p.confirmed))!;
    const first = crew.participants.find((p) => p.confirmed)!;
    const undone = await request.post(`/api/admin/events/${eventId}/uncheck/${first.id}`, {
      headers: { Authorization: `Bearer ${editor.token}` },
    });
    expect(undone.ok()).toBe(true);
    first.checkedIn = false;
  }
  const dancer = crew.participants.find((p) => p.confirmed && !p.checkedIn)!;

  const page = await pageAs(browser, baseURL!, editor.token);
  await page.goto(`/battle/${battle.id}`);
  await page
    .locator('[data-area="battles"]')
    .getByRole('button', { name: new RegExp(`^(#\\d+\\s*)?${crew.name}`) })
    .click();
  const modal = page.getByRole('dialog', { name: crew.name });
  const row = modal.getByRole('listitem').filter({ hasText: dancer.dancerName });

  await modal.getByRole('button', { name: `Check in ${dancer.dancerName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Check in' }).click();
  await expect(row.getByText('Checked in', { exact: true })).toBeVisible();
  const checkedAt = Date.now();
  const uncheck = modal.getByRole('button', { name: `Un-check ${dancer.dancerName}` });
  await expect(uncheck).toBeDisabled();
  await expect(uncheck).toBeEnabled({ timeout: 10_000 });
  expect(Date.now() - checkedAt).toBeGreaterThan(3_000);
  await uncheck.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Un-check' }).click();
  await expect(row.getByText('Not checked in')).toBeVisible();
  await page.context().close();
});
