import { expect, test } from '@playwright/test';
import { battleAs, eventEditor, pageAs, seededBattles } from './battle-session';

interface Participants {
  participants: Array<{ id: number; dancerName: string; checkedIn: boolean }>;
}

test('a spectator’s battle page shows a check-in made by staff in another browser, without a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  // A 1 vs 1 battle happening now whose participants a visitor sees, one of them not checked in.
  let battle = null as null | { id: number; eventId: number; dancer: { id: number; dancerName: string } };
  for (const view of await seededBattles(request, 'now')) {
    if (view.crewSize !== 1) continue;
    const { participants } = (await battleAs(request, view.id)) as unknown as Participants;
    const dancer = participants?.find((p) => !p.checkedIn);
    if (dancer) {
      battle = { id: view.id, eventId: view.event.id, dancer };
      break;
    }
  }
  expect(battle, 'a seeded 1 vs 1 battle happening now with a dancer not checked in').not.toBeNull();
  const { id, eventId, dancer } = battle!;

  const spectator = await pageAs(browser, baseURL!, null);
  // Listened for before the page loads: the live stream opens once the page is idle, which can be
  // before the row is seen (a listener added after it waited for a response that had come).
  const liveOpen = spectator.waitForResponse((response) => response.url().endsWith(`/api/battles/${id}/live`));
  await spectator.goto(`/battle/${id}`);
  const row = spectator.locator('[data-area="battles"] li.bt-entry').filter({ hasText: dancer.dancerName });
  await expect(row.getByText('Not checked in')).toBeVisible();
  await liveOpen;
  // A marker tells a reload apart from an update.
  await spectator.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // Door staff, in their own browser, check the dancer in.
  const editor = await eventEditor(request, id);
  const staff = await pageAs(browser, baseURL!, editor.token);
  const answer = await staff.request.post(`/api/events/${eventId}/checkin/${dancer.id}`, {
    headers: { authorization: `Bearer ${editor.token}` },
  });
  expect(answer.status()).toBe(200);

  await expect(row.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(row.locator('.bt-entry__number')).toBeVisible();
  expect(await spectator.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await staff.context().close();
  await spectator.context().close();
});
