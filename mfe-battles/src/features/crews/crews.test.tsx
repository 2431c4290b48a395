import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Battle } from '@cypher/contracts';
import { BATTLES } from '@cypher/contracts/texts';
import { createFakePlatform, fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { battle, crew, openPermissions, editorEvent } from '../../test/battle-fixtures';
import { callsTo, renderBattle } from '../../test/render-battle';

const permissions = openPermissions;

/** A fake API: GET answers `shown`; every other battle call answers `after` (or `shown`). */
function api(shown: Battle, after: Battle = shown, users: Array<{ id: number; dancerName: string }> = []) {
  return ({ route }: FakeCall) => {
    if (route.name === 'battles.get') return shown;
    if (route.name === 'users.list') return users.map((u) => ({ ...u, avatar: null }));
    return after;
  };
}

const crews = [
  crew(1, 'Rock Steady', [{ id: 21, dancerName: 'Ana' }], { randId: 3 }),
  crew(2, 'Floor Lords', [{ id: 22, dancerName: 'Ben' }]),
  crew(3, 'Late Comers', [{ id: 23, dancerName: 'Cy' }], { inWaitlist: true }),
  crew(4, 'Rock Bottom', [{ id: 24, dancerName: 'Dee' }], { inWaitlist: true }),
];

const names = (region: HTMLElement) => [...region.querySelectorAll('.bt-entry__name')].map((n) => n.textContent);

test('the crews list shows counts and the cap, and the search filters crews and waitlist by name', async () => {
  const shown = battle({ crews, registeredCount: 2, checkedInCount: 1, participationCapType: 'registration', limit: 2 });
  renderBattle(createFakePlatform(api(shown)));
  const region = await screen.findByRole('region', { name: 'Crews' });
  expect(within(region).getByText(/2 registered · 1 checked in · Registration cap: 2/)).toBeInTheDocument();
  expect(names(region)).toEqual(['Rock Steady', 'Floor Lords', 'Late Comers', 'Rock Bottom']);
  fireEvent.change(within(region).getByRole('searchbox', { name: 'Search crews' }), { target: { value: 'rock' } });
  expect(names(region)).toEqual(['Rock Steady', 'Rock Bottom']);
  expect(within(region).getByRole('heading', { name: 'Waitlist' })).toBeInTheDocument();
  expect(within(region).getByLabelText('Number 3')).toBeInTheDocument();
});

test('a check-in cap reads “Check-in cap”', async () => {
  renderBattle(createFakePlatform(api(battle({ crews, participationCapType: 'checkIn', limit: 8 }))));
  const region = await screen.findByRole('region', { name: 'Crews' });
  expect(within(region).getByText(/Check-in cap: 8/)).toBeInTheDocument();
});

test('the dancer’s own confirmed crew is highlighted and a crew opens its details', async () => {
  const me = fakeSessionUser({ id: 22 });
  renderBattle(createFakePlatform(api(battle({ crews, permissions: permissions({ registered: true }) })), { user: me }));
  const region = await screen.findByRole('region', { name: 'Crews' });
  const own = within(region).getByText('Floor Lords').closest('li') as HTMLElement;
  expect(own).toHaveClass('bt-entry--own');
  expect(within(region).getByText('Rock Steady').closest('li')).not.toHaveClass('bt-entry--own');
  fireEvent.click(within(region).getByRole('button', { name: /Rock Steady/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Rock Steady' });
  expect(within(dialog).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/profile/21');
  expect(within(dialog).queryByRole('button', { name: /Check in/ })).not.toBeInTheDocument();
  expect(screen.getByText('You are registered with Floor Lords')).toBeInTheDocument();
});

test('a confirmed dancer is offered Edit and Unregister only while the server lets them leave (canUnregister)', async () => {
  const me = fakeSessionUser({ id: 22 });
  const mine = battle({ crews, permissions: permissions({ registered: true }) });
  const open = renderBattle(createFakePlatform(api({ ...mine, canUnregister: true }), { user: me }));
  expect(await screen.findByText('You are registered with Floor Lords')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit crew' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unregister crew' })).toBeInTheDocument();
  open.unmount();
  // Registration closed (prelims started, results recorded, the event over): the API refuses both.
  renderBattle(createFakePlatform(api({ ...mine, status: 'prelims', canUnregister: false }), { user: me }));
  expect(await screen.findByText('You are registered with Floor Lords')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit crew' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unregister crew' })).not.toBeInTheDocument();
});

test('an invitation to a battle whose bracket is drawn offers no Accept or Decline', async () => {
  const me = fakeSessionUser({ id: 30 });
  const invited = battle({
    status: 'brackets',
    crews: [
      crew(5, 'New Kids', [
        { id: 29, dancerName: 'Eve' },
        { id: 30, dancerName: 'Me', confirmed: false },
      ]),
    ],
    permissions: permissions({ registered: true }),
  });
  renderBattle(createFakePlatform(api(invited), { user: me }));
  const invitations = await screen.findByRole('region', { name: 'Invitations' });
  expect(within(invitations).getByText('New Kids')).toBeInTheDocument();
  expect(within(invitations).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(within(invitations).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
});

test('hidden crews are blurred (16 placeholders) for non-staff and shown to staff', async () => {
  const hiddenBattle = battle({ crews, hideParticipants: true });
  const first = renderBattle(createFakePlatform(api(hiddenBattle)));
  const region = await screen.findByRole('region', { name: 'Crews' });
  expect(region.querySelectorAll('.bt-entry--placeholder')).toHaveLength(16);
  expect(within(region).queryByText('Rock Steady')).not.toBeInTheDocument();
  first.unmount();
  renderBattle(createFakePlatform(api({ ...hiddenBattle, event: editorEvent })));
  expect(await screen.findByText('Rock Steady')).toBeInTheDocument();
});

test('an invited dancer accepts an invitation; declining sends decline', async () => {
  const me = fakeSessionUser({ id: 30 });
  const invited = battle({
    crews: [
      crew(5, 'New Kids', [
        { id: 29, dancerName: 'Eve' },
        { id: 30, dancerName: 'Me', confirmed: false },
      ]),
    ],
    permissions: permissions({ registered: true }),
  });
  const accepted = {
    ...invited,
    crews: [
      crew(5, 'New Kids', [
        { id: 29, dancerName: 'Eve' },
        { id: 30, dancerName: 'Me' },
      ]),
    ],
  };
  const platform = createFakePlatform(api(invited, accepted), { user: me });
  renderBattle(platform);
  const invitations = await screen.findByRole('region', { name: 'Invitations' });
  expect(within(invitations).getByText('New Kids')).toBeInTheDocument();
  fireEvent.click(within(invitations).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('You are registered with New Kids')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  expect(callsTo(platform, 'crews.accept')[0].input.params).toEqual({ battleId: 12, crewId: 5 });
});

test('Join existing crew asks to join the chosen crew', async () => {
  const me = fakeSessionUser({ id: 30 });
  const platform = createFakePlatform(api(battle({ crews, permissions: permissions() })), { user: me });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: BATTLES.joinExistingCrew }));
  const dialog = await screen.findByRole('dialog', { name: BATTLES.joinExistingCrew });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Join Floor Lords' }));
  await waitFor(() => expect(callsTo(platform, 'crews.join')).toHaveLength(1));
  expect(callsTo(platform, 'crews.join')[0].input.params).toEqual({ battleId: 12, crewId: 2 });
});

test('a request to join is not an invitation: the dancer can only withdraw it', async () => {
  const me = fakeSessionUser({ id: 30 });
  const requested = battle({
    crews: [
      crew(5, 'New Kids', [
        { id: 29, dancerName: 'Eve' },
        { id: 30, dancerName: 'Me', confirmed: false, joinRequest: true },
      ]),
    ],
    permissions: permissions({ registered: true }),
  });
  const platform = createFakePlatform(api(requested, battle({ permissions: permissions() })), { user: me });
  renderBattle(platform);
  const mine = await screen.findByRole('region', { name: 'Your requests to join' });
  expect(within(mine).getByText('Waiting for the crew to accept you')).toBeInTheDocument();
  expect(within(mine).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  fireEvent.click(within(mine).getByRole('button', { name: 'Withdraw request to join New Kids' }));
  await waitFor(() => expect(callsTo(platform, 'crews.decline')).toHaveLength(1));
  expect(callsTo(platform, 'crews.decline')[0].input.params).toEqual({ battleId: 12, crewId: 5 });
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Your requests to join' })).not.toBeInTheDocument());
});

test('a confirmed member answers requests to join their crew, and sees no invitees there', async () => {
  const me = fakeSessionUser({ id: 29 });
  const withRequest = battle({
    crews: [
      crew(5, 'New Kids', [
        { id: 29, dancerName: 'Eve' },
        { id: 31, dancerName: 'Invitee', confirmed: false },
        { id: 30, dancerName: 'Asker', confirmed: false, joinRequest: true },
      ]),
    ],
    permissions: permissions({ registered: true }),
  });
  const platform = createFakePlatform(api(withRequest), { user: me });
  renderBattle(platform);
  const requests = await screen.findByRole('group', { name: 'Requests to join' });
  expect(within(requests).getByText('Asker asks to join')).toBeInTheDocument();
  expect(within(requests).queryByText(/Invitee/)).not.toBeInTheDocument();
  fireEvent.click(within(requests).getByRole('button', { name: 'Accept Asker' }));
  await waitFor(() => expect(callsTo(platform, 'admin.acceptCrewMember')).toHaveLength(1));
  expect(callsTo(platform, 'admin.acceptCrewMember')[0].input.params).toEqual({ battleId: 12, crewId: 5, userId: 30 });
  const decline = within(requests).getByRole('button', { name: 'Decline Asker' });
  await waitFor(() => expect(decline).toBeEnabled());
  fireEvent.click(decline);
  await waitFor(() => expect(callsTo(platform, 'admin.declineCrewMember')).toHaveLength(1));
});

describe('Register new crew', () => {
  const users = [
    { id: 41, dancerName: 'Flow' },
    { id: 42, dancerName: 'Flare' },
    { id: 43, dancerName: 'Freeze' },
  ];

  async function openForm(shown: Battle) {
    const me = fakeSessionUser({ id: 30, dancerName: 'Me' });
    const platform = createFakePlatform(api(shown, shown, users), { user: me });
    renderBattle(platform);
    fireEvent.click(await screen.findByRole('button', { name: BATTLES.registerNewCrew }));
    const dialog = await screen.findByRole('dialog', { name: BATTLES.registerNewCrew });
    return { platform, dialog };
  }

  async function pick(dialog: HTMLElement, name: string) {
    const box = within(dialog).getByRole('combobox', { name: 'Add dancers' });
    fireEvent.change(box, { target: { value: name.slice(0, 2) } });
    fireEvent.click(await within(dialog).findByRole('option', { name }));
  }

  test('the name is required; a crew of three is registered with its dancers', async () => {
    const { platform, dialog } = await openForm(
      battle({ crews: [], event: { ...battle().event, excludedUserIds: [50] }, permissions: permissions() }),
    );
    const submit = within(dialog).getByRole('button', { name: BATTLES.registerCrew });
    expect(submit).toBeDisabled();
    const name = within(dialog).getByLabelText(BATTLES.crewName);
    fireEvent.blur(name);
    expect(within(dialog).getByText('Crew name is required')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Fresh Crew' } });
    expect(within(dialog).queryByText('Crew name is required')).not.toBeInTheDocument();
    await pick(dialog, 'Flow');
    await pick(dialog, 'Flare');
    // 3 vs 3: the caller and two picks fill the crew; the picker is disabled.
    expect(within(dialog).getByRole('combobox', { name: 'Add dancers' })).toBeDisabled();
    expect(within(dialog).getByText('The crew is full')).toBeInTheDocument();
    const search = callsTo(platform, 'users.list').at(-1);
    expect(search?.input.query).toMatchObject({ pp: 100 });
    expect(String(search?.input.query?.ex).split(',').map(Number)).toEqual(expect.arrayContaining([50, 30, 41]));
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo(platform, 'crews.create')).toHaveLength(1));
    expect(callsTo(platform, 'crews.create')[0].input).toEqual({
      params: { battleId: 12 },
      body: { eventId: 4, name: 'Fresh Crew', userIds: [30, 41, 42] },
    });
  });

  test('with documents to sign, the form says the dancers added sign them when they accept', async () => {
    const { dialog } = await openForm(battle({ hasAgreement: true, permissions: permissions() }));
    expect(within(dialog).queryByText(/each signs the agreement/)).not.toBeInTheDocument();
    await pick(dialog, 'Flow');
    expect(
      within(dialog).getByText('The dancers you add are invited: each signs the agreement and the waiver when they accept.'),
    ).toBeInTheDocument();
  });

  test('a crew of one asks for confirmation first', async () => {
    const { platform, dialog } = await openForm(battle({ permissions: permissions() }));
    fireEvent.change(within(dialog).getByLabelText(BATTLES.crewName), { target: { value: 'Solo Crew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: BATTLES.registerCrew }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(BATTLES.emptyCrewConfirm);
    expect(callsTo(platform, 'crews.create')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(platform, 'crews.create')).toHaveLength(1));
  });

  test('a picked dancer can be removed; Unlimited has no limit', async () => {
    const { dialog } = await openForm(battle({ crewSize: 10000, permissions: permissions() }));
    await pick(dialog, 'Flow');
    expect(within(dialog).getByText('Any number of dancers can join')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Flow' }));
    expect(within(dialog).queryByText('Flow')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove Me' })).not.toBeInTheDocument();
  });
});

describe('admin crew modal', () => {
  const staffBattle = (extra: Partial<Battle> = {}) =>
    battle({
      event: editorEvent,
      crews: [
        crew(1, 'Rock Steady', [
          { id: 21, dancerName: 'Ana' },
          { id: 22, dancerName: 'Ben', confirmed: false },
        ]),
      ],
      ...extra,
    });

  async function openCrew(shown: Battle) {
    const platform = createFakePlatform(api(shown), { user: fakeSessionUser({ id: 1 }) });
    renderBattle(platform);
    fireEvent.click(await screen.findByRole('button', { name: /Rock Steady/ }));
    return { platform, dialog: await screen.findByRole('dialog', { name: 'Rock Steady' }) };
  }
  /** Presses a button of the modal once it is enabled again (an earlier call may still be running). */
  const press = async (dialog: HTMLElement, name: string) => {
    const button = within(dialog).getByRole('button', { name });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
  };
  const confirmWith = async (label: string) => {
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: label }));
  };

  test('accept, decline and unregister each go through a confirmation', async () => {
    const { platform, dialog } = await openCrew(staffBattle());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept Ben' }));
    await confirmWith('Accept');
    await waitFor(() => expect(callsTo(platform, 'admin.acceptCrewMember')).toHaveLength(1));
    expect(callsTo(platform, 'admin.acceptCrewMember')[0].input.params).toEqual({ battleId: 12, crewId: 1, userId: 22 });

    await press(dialog, 'Decline Ben');
    await confirmWith('Decline');
    await waitFor(() => expect(callsTo(platform, 'admin.declineCrewMember')).toHaveLength(1));

    await press(dialog, 'Unregister Ana');
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(platform, 'admin.unregisterDancer')).toHaveLength(0);
    await press(dialog, 'Unregister Ana');
    await confirmWith('Unregister');
    await waitFor(() => expect(callsTo(platform, 'admin.unregisterDancer')).toHaveLength(1));
    expect(callsTo(platform, 'admin.unregisterDancer')[0].input.body).toEqual({ userId: 21, crewId: 1 });
  });

  test('check in, then un-check only after the 5 s throttle', async () => {
    jest.useFakeTimers();
    try {
      const { platform, dialog } = await openCrew(staffBattle());
      fireEvent.click(within(dialog).getByRole('button', { name: 'Check in Ana' }));
      await confirmWith('Check in');
      // The call is over once the row's other buttons are enabled again (the modal's last update
      // happens inside the wait, not after the test); from then on only the throttle keeps Check in disabled.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Unregister Ana' })).toBeEnabled());
      expect(callsTo(platform, 'events.checkInUser')).toHaveLength(1);
      expect(callsTo(platform, 'events.checkInUser')[0].input.params).toEqual({ id: 4, userId: 21 });
      expect(within(dialog).getByRole('button', { name: 'Check in Ana' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(5000));
      expect(within(dialog).getByRole('button', { name: 'Check in Ana' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('Accept waits for the invitee’s signatures of the battle’s documents (the API refuses before)', async () => {
    const agreement = { title: 'Participant agreement', subtitle: 'Read it', version: '2', text: '<p>I will dance fair.</p>' };
    const withAgreement = staffBattle({
      hasAgreement: true,
      orgLegalDocs: { agreement, waiver: null, agreementSignedAt: null, waiverSignedAt: null },
    });
    const first = await openCrew(withAgreement);
    expect(within(first.dialog).getByRole('button', { name: 'Accept Ben' })).toBeDisabled();
    expect(within(first.dialog).getByRole('button', { name: 'Decline Ben' })).toBeEnabled();
    cleanup();
    withAgreement.crews[0].participants[1].agreementSignedAt = '2026-11-20T10:00:00.000Z';
    const signed = await openCrew(withAgreement);
    expect(within(signed.dialog).getByRole('button', { name: 'Accept Ben' })).toBeEnabled();
  });

  test('once results are recorded nobody joins or leaves: only check-in, documents and Edit crew remain', async () => {
    const settled = staffBattle({
      winners: [{ place: 1, id: 1, name: 'Rock Steady', participants: [{ id: 21, dancerName: 'Ana', avatar: null }] }],
    });
    const { dialog } = await openCrew(settled);
    expect(within(dialog).getByRole('button', { name: 'Check in Ana' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit crew' })).toBeInTheDocument();
    for (const name of ['Unregister crew', 'Unregister Ana', 'Accept Ben', 'Decline Ben'])
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  test('un-check asks “Un-check” and unregistering the crew closes the modal', async () => {
    const checkedIn = staffBattle();
    checkedIn.crews[0].participants[0].checkedIn = true;
    const { platform, dialog } = await openCrew(checkedIn);
    await press(dialog, 'Un-check Ana');
    await confirmWith('Un-check');
    await waitFor(() => expect(callsTo(platform, 'admin.uncheck')[0]?.input.params).toEqual({ eventId: 4, userId: 21 }));
    await press(dialog, 'Unregister crew');
    await confirmWith('Unregister');
    await waitFor(() => expect(callsTo(platform, 'admin.unregisterCrew')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
