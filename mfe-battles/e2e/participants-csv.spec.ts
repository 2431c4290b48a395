import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet } from '../../e2e/helpers';
import { battleAs, eventEditor, logIn, pageAs, seededBattles } from './battle-session';

// Issue 10: staff download the participants as CSV from the battle page; the file is named after
// the battle and, parsed, lists every dancer the battle answers, crew by crew.

interface CrewsView {
  title: string;
  crews: Array<{
    name: string;
    randId: number | null;
    inWaitlist: boolean;
    participants: Array<{ dancerName: string; confirmed: boolean; checkedIn: boolean }>;
  }>;
}

const area = (page: Page) => page.locator('[data-area="battles"]');

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i += 1;
    } else {
      field += char;
    }
  }
  if (field || record.length) {
    endField();
    records.push(record);
  }
  return records;
}

/** A demo dancer who may not download the battle's participants (not event staff). */
async function notStaff(request: APIRequestContext, battleId: number) {
  for (const user of await apiGet<Array<{ dancerName: string }>>(request, '/users?pp=100&sb=name-asc')) {
    const token = await logIn(request, user.dancerName);
    if (token && !((await battleAs(request, battleId, token)) as unknown as { canDownload: boolean }).canDownload)
      return { token };
  }
  throw new Error(`everybody may download battle ${battleId}`);
}

test('staff download the participants CSV named after the battle; parsed, it lists every dancer', async ({
  browser,
  request,
  baseURL,
}) => {
  const battle = (await seededBattles(request, 'now')).find((b) => b.crewSize !== 1)!;
  const editor = await eventEditor(request, battle.id);
  const view = (await battleAs(request, battle.id, editor.token)) as unknown as CrewsView;

  const page = await pageAs(browser, baseURL!, editor.token);
  await page.goto(`/battle/${battle.id}`);
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    area(page).getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${view.title}.csv`);
  const records = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
  test.info().annotations.push({ type: 'timing', description: `CSV downloaded and parsed in ${Date.now() - started} ms` });

  expect(records[0]).toEqual([
    'Crew',
    'Dancer',
    'Number',
    'Checked in',
    'Confirmed',
    'Waitlist',
    'Agreement signed',
    'Waiver signed',
  ]);
  const yes = (flag: boolean) => (flag ? 'yes' : 'no');
  const expected = view.crews.flatMap((crew) =>
    crew.participants.map((p) => [
      crew.name,
      p.dancerName,
      crew.randId === null ? '' : String(crew.randId),
      yes(p.checkedIn),
      yes(p.confirmed),
      yes(crew.inWaitlist),
    ]),
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(records.slice(1).map((record) => record.slice(0, 6))).toEqual(expected);
  expect(records.slice(1).every((record) => record.length === 8)).toBe(true);
  await page.context().close();

  // A dancer who is not staff gets no such button, and the API refuses them the file.
  const dancer = await notStaff(request, battle.id);
  const dancerPage = await pageAs(browser, baseURL!, dancer.token);
  await dancerPage.goto(`/battle/${battle.id}`);
  await expect(area(dancerPage).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(dancerPage).getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  const refused = await request.get(`/api/battles/${battle.id}/download`, {
    headers: { Authorization: `Bearer ${dancer.token}` },
  });
  expect(refused.status()).toBe(403);
  await dancerPage.context().close();
});
