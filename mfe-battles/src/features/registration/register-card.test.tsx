import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Battle } from '@cypher/contracts';
import { REGISTRATION_REASONS } from '@cypher/contracts/texts';
import { createFakePlatform, fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { battle, dancer, openPermissions } from '../../test/battle-fixtures';
import { callsTo, renderBattle } from '../../test/render-battle';

const open = openPermissions;

const solo = (extra: Partial<Battle> = {}) => battle({ crewSize: 1, permissions: open(), ...extra });

/** A fake API over one battle whose register and unregister answer `after`. */
function soloApi(before: Battle, after: Battle) {
  return ({ route }: FakeCall) => {
    if (route.name === 'battles.get') return before;
    if (route.name === 'battles.register' || route.name === 'battles.unregister') return after;
    return null;
  };
}

test('a visitor pressing Register is sent to Login and back to the battle', async () => {
  const requireLogin = jest.fn();
  const platform = createFakePlatform(soloApi(solo(), solo()), { requireLogin });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
  expect(requireLogin).toHaveBeenCalledWith('/battle/12');
  expect(callsTo(platform, 'battles.register')).toHaveLength(0);
});

test('a visitor is sent to Login from a crew battle too', async () => {
  const requireLogin = jest.fn();
  renderBattle(createFakePlatform(soloApi(battle({ permissions: open() }), battle()), { requireLogin }));
  fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
  expect(requireLogin).toHaveBeenCalledWith('/battle/12');
});

test('a dancer registers; the answered battle shows them in the list, highlighted, and offers Unregister', async () => {
  const me = fakeSessionUser({ id: 31, dancerName: 'Kid Flash' });
  const after = solo({
    participants: [dancer(31, 'Kid Flash'), dancer(32, 'B-Girl Nova')],
    registeredCount: 2,
    canUnregister: true,
    permissions: open({ registered: true }),
  });
  const platform = createFakePlatform(soloApi(solo({ participants: [dancer(32, 'B-Girl Nova')] }), after), { user: me });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
  expect(await screen.findByText('You are registered')).toBeInTheDocument();
  expect(callsTo(platform, 'battles.register')[0].input.params).toEqual({ id: 12 });
  const rows = within(screen.getByRole('region', { name: /Participants/ })).getAllByRole('listitem');
  expect(rows[0]).toHaveClass('bt-entry--own');
  expect(within(rows[0]).getByText('(you)')).toBeInTheDocument();
  expect(rows[1]).not.toHaveClass('bt-entry--own');
  expect(screen.getByRole('button', { name: 'Unregister' })).toBeEnabled();
});

test('a registered dancer unregisters', async () => {
  const me = fakeSessionUser({ id: 31 });
  const registered = solo({
    participants: [dancer(31, 'Kid Flash')],
    canUnregister: true,
    permissions: open({ registered: true }),
  });
  const platform = createFakePlatform(soloApi(registered, solo()), { user: me });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Unregister' }));
  expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
  expect(callsTo(platform, 'battles.unregister')).toHaveLength(1);
});

test('a waitlisted dancer is told so', async () => {
  const me = fakeSessionUser({ id: 31 });
  const waiting = solo({
    waitList: [dancer(31, 'Kid Flash', { inWaitlist: true })],
    permissions: open({ registered: true, waitlisted: true }),
  });
  renderBattle(createFakePlatform(soloApi(waiting, waiting), { user: me }));
  expect(await screen.findByText('You are on the waitlist')).toBeInTheDocument();
});

test('the server’s disable reason is shown under a disabled button', async () => {
  const me = fakeSessionUser({ id: 31 });
  const closed = solo({
    permissions: open({ registerButtonEnabled: false, registerButtonDisableReason: 'Registration is closed' }),
  });
  renderBattle(createFakePlatform(soloApi(closed, closed), { user: me }));
  expect(await screen.findByRole('button', { name: 'Register' })).toBeDisabled();
  expect(screen.getByText('Registration is closed')).toBeInTheDocument();
});

test('no card when the server shows no register button', async () => {
  renderBattle(createFakePlatform(soloApi(solo({ permissions: open({ registerButtonVisible: false }) }), solo())));
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
});

test('the agreement is signed before Register can be pressed', async () => {
  const me = fakeSessionUser({ id: 31 });
  const agreement = { title: 'Participant agreement', subtitle: 'Read it', version: '2', text: '<p>I will dance fair.</p>' };
  const docs = { agreement, waiver: null, agreementSignedAt: null, waiverSignedAt: null };
  const unsigned = solo({ hasAgreement: true, orgLegalDocs: docs, permissions: open({ showAgreement: true }) });
  const signed = { ...unsigned, orgLegalDocs: { ...docs, agreementSignedAt: '2026-11-20T10:00:00.000Z' } };
  const platform = createFakePlatform(
    ({ route }) => (route.name === 'battles.get' ? unsigned : route.name === 'battles.signAgreement' ? signed : null),
    { user: me },
  );
  renderBattle(platform);
  expect(await screen.findByRole('button', { name: 'Register' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Sign agreement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Participant agreement' });
  expect(within(dialog).getByText('I will dance fair.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Signed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  expect(callsTo(platform, 'battles.signAgreement')).toHaveLength(1);
});

test('a signature dated before 2001 does not count', async () => {
  const me = fakeSessionUser({ id: 31 });
  const waiver = { title: 'Waiver', subtitle: '', version: '1', text: '<p>At your own risk.</p>' };
  const old = solo({
    hasWaiver: true,
    orgLegalDocs: { agreement: null, waiver, agreementSignedAt: null, waiverSignedAt: '1970-01-01T00:00:00.000Z' },
    permissions: open({ showWaiver: true }),
  });
  renderBattle(createFakePlatform(soloApi(old, old), { user: me }));
  expect(await screen.findByRole('button', { name: 'Sign waiver' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
});

test('dancers show their number once checked in, and their check-in state', async () => {
  const list = solo({ participants: [dancer(31, 'Kid Flash', { randId: 7, checkedIn: true }), dancer(32, 'B-Girl Nova')] });
  renderBattle(createFakePlatform(soloApi(list, list)));
  const rows = within(await screen.findByRole('region', { name: /Participants/ })).getAllByRole('listitem');
  expect(within(rows[0]).getByLabelText('Number 7')).toHaveTextContent('#7');
  expect(within(rows[0]).getByText('Checked in')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Not checked in')).toBeInTheDocument();
});

test('someone the server refuses (staff) is not asked to sign documents', async () => {
  const me = fakeSessionUser({ id: 1 });
  const waiver = { title: 'Waiver', subtitle: '', version: '1', text: '<p>At your own risk.</p>' };
  const staff = solo({
    hasWaiver: true,
    orgLegalDocs: { agreement: null, waiver, agreementSignedAt: null, waiverSignedAt: null },
    permissions: open({
      showWaiver: true,
      registerButtonEnabled: false,
      registerButtonDisableReason: REGISTRATION_REASONS.staff,
    }),
  });
  renderBattle(createFakePlatform(soloApi(staff, staff), { user: me }));
  expect(await screen.findByText(REGISTRATION_REASONS.staff)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign waiver' })).not.toBeInTheDocument();
});
