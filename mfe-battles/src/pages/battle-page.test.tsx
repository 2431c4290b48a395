import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BATTLES } from '@cypher/contracts/texts';
import { createFakePlatform } from '@cypher/contracts/testing';
import { battle, crew, dancer } from '../test/battle-fixtures';
import { battlesApi, renderBattle } from '../test/render-battle';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Battle' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('the heading shows the title, its event as a link, style, category and start', async () => {
  const navigate = jest.fn();
  renderBattle(createFakePlatform(battlesApi(battle()), { navigate }), '/battle/12');
  expect(await screen.findByRole('heading', { level: 1, name: 'Crew Clash' })).toBeInTheDocument();
  const event = screen.getByRole('link', { name: 'Winter Jam' });
  expect(event).toHaveAttribute('href', '/event/4');
  expect(screen.getByText('Classic')).toBeInTheDocument();
  expect(screen.getByText('3 vs 3')).toBeInTheDocument();
  expect(screen.getByText(/Dec 5, 2026/)).toBeInTheDocument();
  // The event belongs to another area: the host is asked to go there.
  fireEvent.click(event);
  expect(navigate).toHaveBeenCalledWith('/event/4');
});

test('a classic battle has only the Registration tab', async () => {
  renderBattle(createFakePlatform(battlesApi(battle({ style: 'classic' }))), '/battle/12');
  await screen.findByRole('heading', { level: 1, name: 'Crew Clash' });
  expect(tabNames()).toEqual([BATTLES.tabs.registration]);
});

test('a bracket battle has Registration, Prelims and Brackets, with Registration current', async () => {
  renderBattle(createFakePlatform(battlesApi(battle({ style: 'bracket', crewSize: 10000 }))), '/battle/12');
  await screen.findByRole('heading', { level: 1, name: 'Crew Clash' });
  expect(tabNames()).toEqual([BATTLES.tabs.registration, BATTLES.tabs.prelims, BATTLES.tabs.brackets]);
  expect(screen.getByRole('link', { name: BATTLES.tabs.registration })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: BATTLES.tabs.prelims })).toHaveAttribute('href', '/battle/12/prelims');
  expect(screen.getByRole('link', { name: BATTLES.tabs.brackets })).toHaveAttribute('href', '/battle/12/brackets');
  expect(screen.getByText('Unlimited')).toBeInTheDocument();
});

test('details show the sanitised description, prizes and the cap text', async () => {
  const withDetails = battle({
    description: '<p>Bring your crew</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    prizes: [{ id: 1, place: 1, title: 'First place', amount: 50000 }],
    participationCapType: 'checkIn',
    limit: 16,
  });
  const { container } = renderBattle(createFakePlatform(battlesApi(withDetails)), '/battle/12');
  expect(await screen.findByText('Bring your crew')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(screen.getByText('First place').nextSibling).toHaveTextContent('$500');
  expect(screen.getByText('Check-in cap: 16')).toBeInTheDocument();
});

test('crews are listed with their confirmed dancers, the waitlist apart, and winners by place', async () => {
  const withCrews = battle({
    crews: [
      crew(1, 'Rock Steady', [
        { id: 21, dancerName: 'Ana' },
        { id: 22, dancerName: 'Ben', confirmed: false },
      ]),
      crew(2, 'Late Comers', [{ id: 23, dancerName: 'Cy' }], { inWaitlist: true }),
    ],
    winners: [
      { place: 2, id: 2, name: 'Late Comers', participants: [] },
      { place: 1, id: 1, name: 'Rock Steady', participants: [{ id: 21, dancerName: 'Ana', avatar: null }] },
    ],
    registeredCount: 1,
  });
  renderBattle(createFakePlatform(battlesApi(withCrews)), '/battle/12');
  const crews = await screen.findByRole('region', { name: /Crews/ });
  const rows = within(crews).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('.bt-entry__name')?.textContent)).toEqual(['Rock Steady', 'Late Comers']);
  // Invitations are not public: the row names the confirmed dancers only.
  expect(within(rows[0]).getByRole('button')).toHaveAccessibleName('Rock Steady Ana');
  expect(within(crews).getByRole('heading', { name: 'Waitlist' })).toBeInTheDocument();
  const winners = within(screen.getByRole('region', { name: 'Winners' })).getAllByRole('listitem');
  expect(winners.map((w) => w.querySelector('.bt-winners__place')?.textContent)).toEqual(['1st Place', '2nd Place']);
  expect(winners.map((w) => w.querySelector('.bt-entry__name')?.textContent)).toEqual(['Rock Steady', 'Late Comers']);
  expect(within(winners[0]).getByRole('link', { name: 'Ana' })).toBeInTheDocument();
});

test('a 1 vs 1 battle lists its dancers; hidden participants are blurred for visitors', async () => {
  const solo = battle({ crewSize: 1, participants: [dancer(31, 'Kid Flash')], registeredCount: 1 });
  const first = renderBattle(createFakePlatform(battlesApi(solo)), '/battle/12');
  const list = await screen.findByRole('region', { name: /Participants/ });
  expect(within(list).getAllByRole('link', { name: 'Kid Flash' })[0]).toHaveAttribute('href', '/profile/31');
  first.unmount();

  renderBattle(createFakePlatform(battlesApi({ ...solo, hideParticipants: true })), '/battle/12');
  const hidden = await screen.findByRole('region', { name: /Participants/ });
  expect(within(hidden).queryByText('Kid Flash')).not.toBeInTheDocument();
  expect(hidden.querySelectorAll('.bt-entry--placeholder')).toHaveLength(16);
});

test('an unknown battle reports not found', async () => {
  const notFound = jest.fn();
  renderBattle(createFakePlatform(battlesApi(battle()), { notFound }), '/battle/999');
  await waitFor(() => expect(notFound).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

test('an id that is not a number reports not found without asking the API', () => {
  const notFound = jest.fn();
  const platform = createFakePlatform(battlesApi(battle()), { notFound });
  renderBattle(platform, '/battle/abc');
  expect(notFound).toHaveBeenCalledTimes(1);
  expect(platform.calls).toHaveLength(0);
});

test('details show the organization as a chip and the judges', async () => {
  const navigate = jest.fn();
  const judged = battle({
    orgChip: { id: 5, name: 'Floor Kings', image: 9 },
    judges: [{ id: 41, dancerName: 'Judge Jay', avatar: null }],
  });
  renderBattle(createFakePlatform(battlesApi(judged), { navigate }));
  const org = await screen.findByRole('link', { name: 'Floor Kings' });
  expect(org).toHaveAttribute('href', '/organization/5');
  const judges = screen.getByRole('heading', { name: 'Judges' }).parentElement as HTMLElement;
  expect(within(judges).getByRole('link', { name: 'Judge Jay' })).toHaveAttribute('href', '/profile/41');
});
