import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Battle, EventDetail } from '@cypher/contracts';
import { ERRORS, EVENTS, TOAST } from '@cypher/contracts/texts';
import { fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { battleDetail, eventDetail } from '../test/fixtures';
import { renderEvents } from '../test/render-events';

// Quill needs a real browser; the wizard is tested with a plain field that reports HTML the same way.
jest.mock('../../../shared-contracts/src/react/quill-editor', () => ({
  __esModule: true,
  default: ({ label, initialValue, onChange }: { label: string; initialValue: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initialValue} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const user = fakeSessionUser({ id: 5, organizations: [{ id: 2, name: 'Bronx Breakers', image: null }] });

/** Runs Bronx Breakers (admin or promoter) and only belongs to the other two. */
const member = fakeSessionUser({
  id: 5,
  organizations: [
    { id: 2, name: 'Bronx Breakers', image: null, runs: true },
    { id: 3, name: 'Uprock Union', image: null, runs: false },
    { id: 4, name: 'Queens Kings', image: null, runs: false },
  ],
});

/** A fake API holding one draft event (id 9) and the battles added to it. */
function wizardApi(start: Partial<EventDetail> = {}) {
  let event = eventDetail({
    id: 9,
    title: '',
    status: 'draft',
    period: null,
    dateStart: null,
    dateEnd: null,
    description: '',
    website: null,
    locationAddress: null,
    orgId: null,
    battles: [],
    tiers: [],
    permissions: { canEdit: true, canCheckIn: true, checkedIn: false, showCheckin: false, hasTicket: false, payAtDoor: false },
    ...start,
  });
  let battle: Battle = battleDetail({ eventId: 9 });
  const answer = (call: FakeCall) => {
    const name = call.route.name;
    if (name === 'events.create') return { id: 9 };
    if (name === 'events.get') return call.input.params?.id === 9 ? event : null;
    if (name === 'events.update') {
      const body = call.input.body as Record<string, unknown>;
      event = { ...event, ...(body as Partial<EventDetail>), tiers: event.tiers };
      return event;
    }
    if (name === 'events.publish') return (event = { ...event, status: 'published', period: 'future' });
    if (name === 'events.addBattle') {
      event = {
        ...event,
        battles: [
          {
            id: 31,
            title: '',
            crewSize: 1,
            isRegistered: false,
            isLimitExceeded: false,
            limit: 0,
            orgChip: { id: 0, name: 'Cypher', image: null },
          },
        ],
      };
      return battle;
    }
    if (name === 'battles.get') return battle;
    if (name === 'battles.update') {
      battle = { ...battle, ...(call.input.body as Partial<Battle>), prizes: [] };
      event = { ...event, battles: event.battles.map((chip) => ({ ...chip, title: battle.title, crewSize: battle.crewSize })) };
      return battle;
    }
    return null;
  };
  return answer;
}

const bodies = (calls: FakeCall[], name: string) =>
  calls.filter((call) => call.route.name === name).map((call) => call.input.body as Record<string, unknown>);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

test('/create-event creates an empty event and opens its wizard at Info', async () => {
  const { platform } = renderEvents('/create-event', wizardApi(), { user });
  expect(await screen.findByText(EVENTS.wizardRequired)).toBeInTheDocument();
  expect(platform.calls.map((call) => call.route.name)).toContain('events.create');
  expect(screen.getByRole('heading', { level: 2, name: 'Info' })).toBeInTheDocument();
  // Next waits for a title.
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Info offers only the organizations the dancer runs, and keeps the one the event already has', async () => {
  renderEvents('/create-event/9', wizardApi({ title: '', orgId: 4 }), { user: member });
  const select = await screen.findByLabelText('Organization');
  // Uprock Union would be refused by the API (the dancer only belongs to it).
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['None (my own event)', 'Bronx Breakers', 'Queens Kings']);
});

test('the battle editor offers only the organizations the dancer runs, and keeps the one the battle already has', async () => {
  const answer = wizardApi({ title: 'Winter Jam' });
  const inQueensKings = battleDetail({ eventId: 9, orgId: 4 });
  renderEvents(
    '/create-event/9',
    (call) => (['events.addBattle', 'battles.get'].includes(call.route.name) ? (answer(call), inQueensKings) : answer(call)),
    { user: member },
  );
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  fireEvent.click(screen.getByRole('button', { name: 'Edit Battles' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const editor = await screen.findByRole('dialog', { name: 'Battle' });
  const select = await within(editor).findByLabelText('Organization');
  // Uprock Union would be refused by the API: its leaderboard is not the dancer's to award.
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Cypher', 'Bronx Breakers', 'Queens Kings']);
  expect(select).toHaveValue('4');
});

test('a failed creation goes back to the events page', async () => {
  renderEvents('/create-event', () => null, { user });
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
});

test('the wizard saves each step: title, dates (end before start refused), two tiers in cents, a bracket battle, then publishes', async () => {
  const toast = jest.fn();
  const { platform } = renderEvents('/create-event/9', wizardApi(), { user, toast });

  // Info
  const title = await screen.findByLabelText('Title');
  expect(title).toHaveAttribute('maxLength', '150');
  fireEvent.change(title, { target: { value: '  Winter Jam ' } });
  fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: 'http://jam.example' } });
  expect(screen.getByText(ERRORS.urlFormat('https://www.example.com'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: 'https://jam.example' } });
  fireEvent.change(screen.getByLabelText('Organization'), { target: { value: '2' } });
  next();
  await screen.findByRole('heading', { level: 2, name: 'Date' });
  expect(bodies(platform.calls, 'events.update')[0]).toMatchObject({
    title: 'Winter Jam',
    website: 'https://jam.example',
    orgId: 2,
  });

  // Date: default times 12:00; the end may not come before the start.
  expect(screen.getByLabelText('Start time')).toHaveValue('12:00');
  fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'America/New_York' } });
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-05' } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-04' } });
  expect(screen.getByText(ERRORS.endBeforeStart)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-06' } });
  fireEvent.change(screen.getByLabelText('End time'), { target: { value: '22:00' } });
  next();
  await screen.findByRole('heading', { level: 2, name: 'Tiers' });
  // 12:00 in New York in December is 17:00 UTC.
  expect(bodies(platform.calls, 'events.update')[1]).toMatchObject({
    dateStart: '2026-12-05T17:00:00.000Z',
    dateEnd: '2026-12-07T03:00:00.000Z',
  });

  // Tiers: two, titles needed once there are two; costs in cents, a positive cost below 1 becomes 1.
  fireEvent.change(screen.getByLabelText('Cost in USD (optional)'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add tier' }));
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  const titles = screen.getAllByLabelText('Tier title');
  // Each untitled field says why Next is off.
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'With more than one tier, each needs a title',
    'With more than one tier, each needs a title',
  ]);
  expect(titles[0]).toHaveAccessibleDescription('With more than one tier, each needs a title');
  fireEvent.change(titles[0], { target: { value: 'Early' } });
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  fireEvent.change(titles[1], { target: { value: 'Door' } });
  fireEvent.change(screen.getAllByLabelText('Cost in USD (optional)')[1], { target: { value: '0.5' } });
  next();
  await screen.findByRole('heading', { level: 2, name: 'Battles' });
  expect(bodies(platform.calls, 'events.update')[2].tiers).toEqual([
    { title: 'Early', description: '', cost: 1000, fees: 0, taxes: 0 },
    { title: 'Door', description: '', cost: 100, fees: 0, taxes: 0 },
  ]);

  // Battles: Add creates an empty battle and opens the editor.
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const editor = await screen.findByRole('dialog', { name: 'Battle' });
  fireEvent.change(await within(editor).findByLabelText('Battle title'), { target: { value: 'Crew Clash' } });
  fireEvent.change(within(editor).getByLabelText('Category'), { target: { value: '10000' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Registration cap' }));
  fireEvent.change(within(editor).getByLabelText('Limit'), { target: { value: '16' } });
  // Hiding participants turns the registration cap off.
  fireEvent.click(within(editor).getByLabelText('Hide participants'));
  expect(within(editor).queryByLabelText('Limit')).toBeNull();
  fireEvent.click(within(editor).getByRole('button', { name: 'Bracket' }));
  fireEvent.change(within(editor).getByLabelText('Bracket size'), { target: { value: '8' } });
  fireEvent.change(within(editor).getByLabelText('Rounds in Final'), { target: { value: '300' } });
  fireEvent.change(within(editor).getByLabelText('1st Place prize in USD'), { target: { value: '200' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Battle' })).toBeNull());
  expect(bodies(platform.calls, 'battles.update')[0]).toMatchObject({
    title: 'Crew Clash',
    crewSize: 10000,
    hideParticipants: true,
    participationCapType: 'none',
    limit: 0,
    style: 'bracket',
    bracketSize: 8,
    bracketLevels: [
      { name: 'Top 8', rounds: 1 },
      { name: 'Semi-final', rounds: 1 },
      { name: 'Final', rounds: 101 },
    ],
    orgId: 0,
    prizes: [{ title: '1st Place', amount: 20000 }],
  });
  expect(await screen.findByRole('button', { name: 'Edit Crew Clash' })).toBeInTheDocument();
  next();

  // Review, then Publish Event: toast, then the event page with the info modal.
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  expect(screen.getByText('$1 - $10')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: EVENTS.saveDraft })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: EVENTS.deleteEvent })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: EVENTS.publishEvent }));
  expect(await screen.findByRole('dialog', { name: EVENTS.infoModalTitle })).toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith(TOAST.eventCreated);
  expect(platform.calls.map((call) => call.route.name)).toContain('events.publish');
}, 30_000);

test('an event with a title opens on Review; a pencil opens its step with save and cancel; no dates cannot be published', async () => {
  const toast = jest.fn();
  const { platform } = renderEvents('/create-event/9', wizardApi({ title: 'Winter Jam' }), { user, toast });
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  fireEvent.click(screen.getByRole('button', { name: 'Edit Info' }));
  expect(screen.getByRole('button', { name: 'save' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring Jam' } });
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  expect(screen.getByText('Spring Jam')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: EVENTS.publishEvent }));
  expect(toast).toHaveBeenCalledWith(ERRORS.selectEventDate, 'error');
  expect(platform.calls.map((call) => call.route.name)).not.toContain('events.publish');
});

test('cancel during creation offers Delete event or Save as draft', async () => {
  const answer = wizardApi();
  const { platform } = renderEvents(
    '/create-event/9',
    (call) => (call.route.name === 'events.remove' ? { ok: true } : answer(call)),
    { user },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  const dialog = screen.getByRole('alertdialog');
  expect(within(dialog).getByRole('button', { name: EVENTS.saveAsDraft })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: EVENTS.deleteEventCancel }));
  await waitFor(() => expect(platform.calls.map((call) => call.route.name)).toContain('events.remove'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
});

test('the wizard holds back what the API refuses, and says so at the field: a description too long, an amount above $100,000, a cap limit beyond an INT', async () => {
  const { platform } = renderEvents('/create-event/9', wizardApi({ title: 'Winter Jam' }), { user });
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  const save = () => screen.getByRole('button', { name: 'save' });

  // Info: 20,000 emoji are within 50,000 characters but not within the column's bytes.
  fireEvent.click(screen.getByRole('button', { name: 'Edit Info' }));
  expect(screen.getByLabelText('Address')).toHaveAttribute('maxLength', '500');
  expect(screen.getByLabelText('Website (optional)')).toHaveAttribute('maxLength', '500');
  fireEvent.change(await screen.findByLabelText('Description'), { target: { value: `<p>${'😀'.repeat(20_000)}</p>` } });
  expect(screen.getByRole('alert')).toHaveTextContent('Text is too long');
  expect(save()).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: '<p>Jam</p>' } });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(save());
  await screen.findByRole('heading', { level: 2, name: 'Review' });

  // Tiers: a cost above the most one amount takes.
  fireEvent.click(screen.getByRole('button', { name: 'Edit Tiers' }));
  expect(screen.getByLabelText('Description (optional)')).toHaveAttribute('maxLength', '5000');
  const cost = screen.getByLabelText('Cost in USD (optional)');
  fireEvent.change(cost, { target: { value: '100000.01' } });
  expect(cost).toHaveAccessibleDescription('Use an amount up to $100,000');
  expect(save()).toBeDisabled();
  fireEvent.change(cost, { target: { value: '100000' } });
  fireEvent.click(save());
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  expect(bodies(platform.calls, 'events.update').at(-1)?.tiers).toEqual([
    { title: '', description: '', cost: 10_000_000, fees: 0, taxes: 0 },
  ]);

  // The battle editor: a failed save would close it, so Update waits for what the API takes.
  fireEvent.click(screen.getByRole('button', { name: 'Edit Battles' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const editor = await screen.findByRole('dialog', { name: 'Battle' });
  const update = () => within(editor).getByRole('button', { name: 'Update' });
  fireEvent.change(await within(editor).findByLabelText('Battle title'), { target: { value: 'Crew Clash' } });
  expect(within(editor).getByLabelText('Prize description')).toHaveAttribute('maxLength', '5000');
  fireEvent.click(within(editor).getByRole('button', { name: 'Registration cap' }));
  fireEvent.change(within(editor).getByLabelText('Limit'), { target: { value: '3000000000' } });
  expect(within(editor).getByLabelText('Limit')).toHaveValue(2_147_483_647);
  const prize = within(editor).getByLabelText('1st Place prize in USD');
  fireEvent.change(prize, { target: { value: '2000000' } });
  expect(prize).toHaveAccessibleDescription('Use an amount up to $100,000');
  expect(update()).toBeDisabled();
  fireEvent.change(prize, { target: { value: '500' } });
  fireEvent.change(await within(editor).findByLabelText('Description'), { target: { value: '😀'.repeat(17_000) } });
  expect(within(editor).getByRole('alert')).toHaveTextContent('Text is too long');
  expect(update()).toBeDisabled();
  fireEvent.change(within(editor).getByLabelText('Description'), { target: { value: '<p>Bring it</p>' } });
  fireEvent.click(update());
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Battle' })).toBeNull());
  expect(bodies(platform.calls, 'battles.update')[0]).toMatchObject({ limit: 2_147_483_647, prizes: [{ amount: 50_000 }] });
}, 30_000);
