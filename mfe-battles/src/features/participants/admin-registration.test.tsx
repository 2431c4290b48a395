import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Battle, BattleCandidate } from '@cypher/contracts';
import { createFakePlatform, fakeSessionUser, installFakeIntersectionObserver, type FakeCall } from '@cypher/contracts/testing';
import { battle, dancer, editorEvent } from '../../test/battle-fixtures';
import { callsTo, renderBattle } from '../../test/render-battle';

beforeAll(() => installFakeIntersectionObserver());

const candidate = (id: number, dancerName: string, extra: Partial<BattleCandidate> = {}): BattleCandidate => ({
  id,
  dancerName,
  avatar: null,
  email: null,
  registered: false,
  agreementSignedAt: null,
  waiverSignedAt: null,
  ...extra,
});

const agreement = { title: 'Agreement', subtitle: '', version: '1', text: '<p>Fair play.</p>' };

function api(shown: Battle, candidates: BattleCandidate[]) {
  return ({ route, input }: FakeCall) => {
    if (route.name === 'battles.get') return shown;
    if (route.name === 'admin.battleUsers') {
      const k = String(input.query?.k ?? '').toLowerCase();
      return candidates.filter((c) => c.dancerName.toLowerCase().includes(k));
    }
    if (route.name === 'admin.signAgreement') return { signedAt: '2026-11-23T12:00:00.000Z' };
    return shown;
  };
}

async function openRegistration(shown: Battle, candidates: BattleCandidate[]) {
  const platform = createFakePlatform(api(shown, candidates), { user: fakeSessionUser({ id: 1 }) });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Register dancers' }));
  return { platform, dialog: await screen.findByRole('dialog', { name: 'Register dancers' }) };
}

test('an event editor registers dancers picked from the searchable list (50 a page)', async () => {
  const shown = battle({ crewSize: 1, event: editorEvent });
  const { platform, dialog } = await openRegistration(shown, [
    candidate(41, 'Flow'),
    candidate(42, 'Flare', { registered: true }),
    candidate(43, 'Freeze'),
  ]);
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  expect(await within(dialog).findByRole('checkbox', { name: 'Flare' })).toBeDisabled();
  expect(callsTo(platform, 'admin.battleUsers')[0].input.query).toMatchObject({ p: 0, pp: 50 });
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search dancers' }), { target: { value: 'fr' } });
  await waitFor(() => expect(callsTo(platform, 'admin.battleUsers').at(-1)?.input.query).toMatchObject({ k: 'fr' }));
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Freeze' }));
  expect(submit).toBeEnabled();
  fireEvent.click(submit);
  await waitFor(() => expect(callsTo(platform, 'admin.registerDancers')).toHaveLength(1));
  expect(callsTo(platform, 'admin.registerDancers')[0].input.body).toEqual({ userIds: [43] });
});

test('a dancer without the required agreement is signed for before Submit is possible', async () => {
  const shown = battle({
    crewSize: 1,
    event: editorEvent,
    hasAgreement: true,
    orgLegalDocs: { agreement, waiver: null, agreementSignedAt: null, waiverSignedAt: null },
  });
  const { platform, dialog } = await openRegistration(shown, [candidate(41, 'Flow')]);
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Flow' }));
  expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('button', { name: /Sign agreement Sign for Flow/ }));
  const document = await screen.findByRole('dialog', { name: 'Agreement' });
  fireEvent.click(within(document).getByRole('button', { name: 'Sign for Flow' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());
  expect(callsTo(platform, 'admin.signAgreement')[0].input.params).toEqual({ id: 12, userId: 41 });
});

test('staff check a 1 vs 1 dancer in and unregister them, each confirmed', async () => {
  const shown = battle({ crewSize: 1, event: editorEvent, participants: [dancer(31, 'Kid Flash')] });
  const platform = createFakePlatform(api(shown, []), { user: fakeSessionUser({ id: 1 }) });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Check in Kid Flash' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Check in' }));
  await waitFor(() => expect(callsTo(platform, 'events.checkInUser')[0]?.input.params).toEqual({ id: 4, userId: 31 }));
  const unregister = screen.getByRole('button', { name: 'Unregister Kid Flash' });
  await waitFor(() => expect(unregister).toBeEnabled());
  fireEvent.click(unregister);
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unregister' }));
  await waitFor(() => expect(callsTo(platform, 'admin.unregisterDancer')[0]?.input.body).toEqual({ userId: 31, crewId: null }));
});

test('visitors get no staff tools', async () => {
  renderBattle(createFakePlatform(api(battle({ crewSize: 1, participants: [dancer(31, 'Kid Flash')] }), [])));
  await screen.findByText('Kid Flash');
  expect(screen.queryByRole('button', { name: 'Register dancers' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check in Kid Flash' })).not.toBeInTheDocument();
});

test('Download CSV saves the file the API names after the battle', async () => {
  const saved: string[] = [];
  const createObjectURL = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const shown = battle({ crewSize: 1, canDownload: true, event: editorEvent });
  const file = { blob: new Blob(['id,dancerName\n31,Kid Flash\n'], { type: 'text/csv' }), fileName: 'Crew Clash.csv' };
  const platform = createFakePlatform(({ route }) => (route.name === 'battles.download' ? file : shown), {
    user: fakeSessionUser({ id: 1 }),
  });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(saved).toEqual(['Crew Clash.csv']));
  expect(callsTo(platform, 'battles.download')[0].input.params).toEqual({ id: 12 });
  click.mockRestore();
});

test('no CSV button without canDownload', async () => {
  renderBattle(createFakePlatform(api(battle({ crewSize: 1, event: editorEvent }), []), { user: fakeSessionUser({ id: 1 }) }));
  await screen.findByRole('button', { name: 'Register dancers' });
  expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
});
