import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Sparring } from '@cypher/contracts';
import { ERRORS, VOTE_REFUSALS } from '@cypher/contracts/texts';
import {
  createFakePlatform,
  fakeApiFailure,
  fakeSessionUser,
  installFakeEventSource,
  type FakeCall,
} from '@cypher/contracts/testing';
import { battle } from '../test/battle-fixtures';
import { sparringFixture } from '../test/bracket-fixtures';
import { callsTo, renderBattle } from '../test/render-battle';

const judges = [
  { id: 7, dancerName: 'Judge Ivy', avatar: null },
  { id: 8, dancerName: 'Judge Mo', avatar: null },
];
const bracketBattle = battle({ style: 'bracket', judges });

/** GET answers `shown`; every write answers `after` (or `shown`). */
function api(shown: Sparring, after: Partial<Record<string, Sparring>> = {}) {
  return ({ route }: FakeCall) => {
    if (route.name === 'battles.get') return bracketBattle;
    if (route.name === 'sparrings.get') return shown;
    return after[route.name] ?? shown;
  };
}

const pad = (name: string) => screen.getByRole('group', { name });
const key = (group: HTMLElement, name: string) => within(group).getByRole('button', { name });

test('breadcrumb, sides and round rows with every judge’s points and the totals', async () => {
  const scored = sparringFixture({
    red: { id: 1, name: 'Rock Steady', totalPoints: 17.5, audiencePoints: null },
    blue: { id: 8, name: 'Squadron', totalPoints: 16, audiencePoints: null },
  });
  scored.rounds[0] = {
    sumRedPoints: 17.5,
    sumBluePoints: 16,
    scores: [
      { id: 7, avatar: null, redPoints: 9.5, bluePoints: 8 },
      { id: 8, avatar: null, redPoints: 8, bluePoints: 8 },
    ],
  };
  renderBattle(createFakePlatform(api(scored)), '/sparring/101');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rock Steady vs Squadron' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  await waitFor(() => expect(within(crumbs).getByRole('link', { name: 'Crew Clash' })).toHaveAttribute('href', '/battle/12'));
  expect(within(crumbs).getByRole('link', { name: 'Brackets' })).toHaveAttribute('href', '/battle/12/brackets');
  const rows = within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'RoundRock SteadySquadron',
    'Round 117.516',
    'Judge Ivy9.58',
    'Judge Mo88',
    'Round 200',
    'Judge Ivy––',
    'Judge Mo––',
    'Total17.516',
  ]);
  // A spectator has nothing to score, add or reset.
  expect(screen.queryByRole('form', { name: 'Your points' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
});

test('a judge scores rounds in order with halves and submits once every round is complete', async () => {
  const judging = sparringFixture({ permissions: { ...sparringFixture().permissions, canSetScore: true } });
  const platform = createFakePlatform(api(judging), { user: fakeSessionUser({ id: 7 }) });
  renderBattle(platform, '/sparring/101');
  const form = await screen.findByRole('form', { name: 'Your points' });
  const submit = within(form).getByRole('button', { name: 'Submit points' });
  expect(submit).toBeDisabled();
  // Round 2 waits for round 1's red and blue.
  expect(key(pad('Round 2, Rock Steady'), '8 points')).toBeDisabled();
  expect(within(form).getByText(/Score the round before first/)).toBeInTheDocument();
  const red1 = pad('Round 1, Rock Steady');
  // The star needs a whole number first; tapping the chosen number again clears it.
  expect(key(red1, 'Add a half point')).toBeDisabled();
  fireEvent.click(key(red1, '7 points'));
  fireEvent.click(key(red1, '7 points'));
  expect(key(red1, '7 points')).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(key(red1, '9 points'));
  fireEvent.click(key(red1, 'Add a half point'));
  expect(key(red1, 'Add a half point')).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(key(pad('Round 1, Squadron'), '8 points'));
  expect(key(pad('Round 2, Rock Steady'), '8 points')).toBeEnabled();
  fireEvent.click(key(pad('Round 2, Rock Steady'), '10 points'));
  expect(submit).toBeDisabled();
  fireEvent.click(key(pad('Round 2, Squadron'), '6 points'));
  expect(
    within(pad('Round 1, Squadron'))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['6', '7', '8', '9', '10', '★']);
  fireEvent.click(submit);
  await waitFor(() => expect(callsTo(platform, 'sparrings.judge')).toHaveLength(1));
  expect(callsTo(platform, 'sparrings.judge')[0]!.input).toEqual({
    params: { id: 101 },
    body: [
      { round: 0, redPoints: 9.5, bluePoints: 8 },
      { round: 1, redPoints: 10, bluePoints: 6 },
    ],
  });
});

test('a tie: the host adds a tie-breaker round and the judge’s draft gains it; others read who must add it', async () => {
  const permissions = { ...sparringFixture().permissions, canSetScore: true };
  const tied = sparringFixture({ status: 'need-tie-breaker', permissions });
  const judgeView = renderBattle(createFakePlatform(api(tied), { user: fakeSessionUser({ id: 7 }) }), '/sparring/101');
  expect(await screen.findByText(ERRORS.tieBreakerNeeded)).toBeInTheDocument();
  judgeView.unmount();

  const host = sparringFixture({
    status: 'need-tie-breaker',
    permissions: { ...permissions, canAddExtra: true, canFinish: true },
  });
  const withExtra: Sparring = { ...host, status: 'open', extraRounds: 1, rounds: [...host.rounds, host.rounds[0]!] };
  const platform = createFakePlatform(api(host, { 'sparrings.addExtraRound': withExtra }), { user: fakeSessionUser({ id: 7 }) });
  renderBattle(platform, '/sparring/101');
  fireEvent.click(await screen.findByRole('button', { name: 'Add a tie-breaker round' }));
  expect(screen.queryByText(ERRORS.tieBreakerNeeded)).not.toBeInTheDocument();
  expect(await screen.findByRole('group', { name: 'Tie-breaker 1, Rock Steady' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByRole('rowheader', { name: 'Tie-breaker 1' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(callsTo(platform, 'sparrings.finish')).toHaveLength(1));
});

test('an event editor resets a finished sparring after confirming; cancelling sends nothing', async () => {
  const finished = sparringFixture({
    status: 'finished',
    winnerId: 1,
    permissions: { ...sparringFixture().permissions, canReset: true },
  });
  const platform = createFakePlatform(api(finished, { 'sparrings.reset': sparringFixture() }));
  renderBattle(platform, '/sparring/101');
  expect(await screen.findByText('Winner: Rock Steady')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  // Reset deletes the audience votes as well as the points: the host reads it before agreeing.
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(
    'Reset this sparring? Every judge’s points and the winner are cleared. The audience votes are cleared too.',
  );
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(callsTo(platform, 'sparrings.reset')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(screen.queryByText('Winner: Rock Steady')).not.toBeInTheDocument());
  expect(callsTo(platform, 'sparrings.reset')).toHaveLength(1);
});

test('an admin picks the winner of a sparring nobody scored; Finish waits for a choice', async () => {
  const empty = sparringFixture({ permissions: { ...sparringFixture().permissions, canSetWinner: true } });
  const platform = createFakePlatform(api(empty, { 'admin.setSparringWinner': { ...empty, status: 'finished', winnerId: 8 } }));
  renderBattle(platform, '/sparring/101');
  const picker = (await screen.findByRole('group', { name: 'Pick the winner' })).closest('form')!;
  const finish = within(picker).getByRole('button', { name: 'Finish' });
  expect(finish).toBeDisabled();
  fireEvent.click(within(picker).getByRole('radio', { name: 'Squadron' }));
  fireEvent.click(finish);
  expect(await screen.findByText('Winner: Squadron')).toBeInTheDocument();
  expect(callsTo(platform, 'admin.setSparringWinner')[0]!.input.params).toEqual({ id: 101, winnerId: 8 });
  expect(screen.queryByRole('group', { name: 'Pick the winner' })).not.toBeInTheDocument();
});

test('a checked-in attendee votes by colour and then sees the totals', async () => {
  const open = sparringFixture({ permissions: { ...sparringFixture().permissions, canSetAudienceScore: true } });
  const voted: Sparring = {
    ...open,
    audienceVote: 'blue',
    red: { ...open.red!, audiencePoints: 3 },
    blue: { ...open.blue!, audiencePoints: 1 },
  };
  const platform = createFakePlatform(api(open, { 'sparrings.vote': voted }), { user: fakeSessionUser({ id: 30 }) });
  renderBattle(platform, '/sparring/101');
  const vote = await screen.findByRole('button', { name: 'Vote' });
  expect(vote).toBeDisabled();
  expect(screen.getByText('The totals show once you have voted.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Squadron' }));
  fireEvent.click(vote);
  expect(await screen.findByText('You voted Squadron')).toBeInTheDocument();
  expect(callsTo(platform, 'sparrings.vote')[0]!.input.params).toEqual({ id: 101, value: 'blue' });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
    expect.arrayContaining(['Rock Steady 3 votes', 'Squadron 1 vote']),
  );
  expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
  expect(screen.queryByText(VOTE_REFUSALS.vote_needs_check_in)).not.toBeInTheDocument();
});

test.each([
  [403, 'vote_needs_check_in', VOTE_REFUSALS.vote_needs_check_in],
  [409, 'already_voted', VOTE_REFUSALS.already_voted],
  [409, 'voting_closed', VOTE_REFUSALS.voting_closed],
  [409, 'voting_not_open', VOTE_REFUSALS.voting_not_open],
  [500, 'internal', ERRORS.generic],
] as const)('a vote refused with %i %s says why in the card, not in a toast', async (status, code, text) => {
  const open = sparringFixture({ permissions: { ...sparringFixture().permissions, canSetAudienceScore: true } });
  const toast = jest.fn();
  const platform = createFakePlatform(
    (call) => (call.route.name === 'sparrings.vote' ? fakeApiFailure(status, text, code) : api(open)(call)),
    { user: fakeSessionUser({ id: 30 }), toast },
  );
  renderBattle(platform, '/sparring/101');
  fireEvent.click(await screen.findByRole('radio', { name: 'Rock Steady' }));
  fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
  const card = screen.getByRole('region', { name: 'Audience vote' });
  await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(text));
  expect(toast).not.toHaveBeenCalled();
});

test('a vote refused because the session ended offers Log in back to this sparring', async () => {
  const open = sparringFixture({ permissions: { ...sparringFixture().permissions, canSetAudienceScore: true } });
  const platform = createFakePlatform(
    (call) => (call.route.name === 'sparrings.vote' ? fakeApiFailure(401, 'Please sign in', 'unauthorized') : api(open)(call)),
    { user: fakeSessionUser({ id: 30 }) },
  );
  renderBattle(platform, '/sparring/101');
  fireEvent.click(await screen.findByRole('radio', { name: 'Squadron' }));
  fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
  const alert = within(screen.getByRole('region', { name: 'Audience vote' })).getByRole('alert');
  await waitFor(() =>
    expect(within(alert).getByRole('link', { name: VOTE_REFUSALS.unauthorized })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsparring%2F101',
    ),
  );
});

test('a signed-out visitor of an open sparring reads who may vote and gets a Log in link back here', async () => {
  const requireLogin = jest.fn();
  renderBattle(createFakePlatform(api(sparringFixture()), { requireLogin }), '/sparring/101');
  const card = await screen.findByRole('region', { name: 'Audience vote' });
  expect(within(card).getByText(VOTE_REFUSALS.vote_needs_check_in)).toBeInTheDocument();
  const logIn = within(card).getByRole('link', { name: 'Log in to vote' });
  expect(logIn).toHaveAttribute('href', '/login?redirect=%2Fsparring%2F101');
  fireEvent.click(logIn);
  expect(requireLogin).toHaveBeenCalledWith('/sparring/101');
  expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
});

test('a signed-in dancer not checked in reads that only people checked in may vote, with no link', async () => {
  renderBattle(createFakePlatform(api(sparringFixture()), { user: fakeSessionUser({ id: 30 }) }), '/sparring/101');
  const card = await screen.findByRole('region', { name: 'Audience vote' });
  expect(within(card).getByText(VOTE_REFUSALS.vote_needs_check_in)).toBeInTheDocument();
  expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
  // Scores beside the card: two columns.
  expect(card.closest('.bt-sparring-layout')).toHaveClass('bt-sparring-layout--split');
});

test('no vote card before both sides are set: nobody can vote there yet', async () => {
  const half = sparringFixture({ blue: null });
  renderBattle(createFakePlatform(api(half), { user: fakeSessionUser({ id: 30 }) }), '/sparring/101');
  await screen.findByRole('table');
  expect(screen.queryByRole('region', { name: 'Audience vote' })).not.toBeInTheDocument();
});

test('a sparring that does not exist is not found', async () => {
  const notFound = jest.fn();
  renderBattle(
    createFakePlatform(() => null, { notFound }),
    '/sparring/5',
  );
  await waitFor(() => expect(notFound).toHaveBeenCalled());
});

test('the sparring re-reads itself on a live change of this sparring, not of another one', async () => {
  const live = installFakeEventSource();
  try {
    let shown = sparringFixture();
    const platform = createFakePlatform((call) => (call.route.name === 'sparrings.get' ? shown : api(shown)(call)));
    renderBattle(platform, '/sparring/101');
    await screen.findByRole('heading', { level: 1, name: 'Rock Steady vs Squadron' });
    const stream = live.openAt('/api/battles/12/live')!;
    const reads = () => callsTo(platform, 'sparrings.get').length;
    const before = reads();
    act(() => stream.emit({ topic: 'sparring', id: 102 }, { id: '1' }));
    expect(reads()).toBe(before);
    shown = sparringFixture({ status: 'finished', winnerId: 8 });
    act(() => stream.emit({ topic: 'sparring', id: 101 }, { id: '2' }));
    expect(await screen.findByText('Winner: Squadron')).toBeInTheDocument();
  } finally {
    live.restore();
  }
});

test('a spectator of a finished sparring sees the winner and no points: no totals, no score table', async () => {
  const judges = [7, 8].map((id) => ({ id, avatar: null, redPoints: null, bluePoints: null }));
  const hidden = sparringFixture({
    status: 'finished',
    winnerId: 8,
    red: { id: 1, name: 'Rock Steady', totalPoints: null, audiencePoints: null },
    blue: { id: 8, name: 'Squadron', totalPoints: null, audiencePoints: null },
    rounds: [0, 1].map(() => ({ sumRedPoints: null, sumBluePoints: null, scores: judges })),
  });
  for (const user of [null, fakeSessionUser({ id: 30 })]) {
    const view = renderBattle(createFakePlatform(api(hidden), { user }), '/sparring/101');
    expect(await screen.findByText('Winner: Squadron')).toBeInTheDocument();
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Voting is over and there are no totals to show: no vote card, and no empty column beside it.
    expect(screen.queryByRole('region', { name: 'Audience vote' })).not.toBeInTheDocument();
    expect(view.container.querySelector('.bt-sparring-layout')).toBeNull();
    view.unmount();
  }
  // Someone who voted still sees the totals: the vote card alone, one column.
  const voted: Sparring = {
    ...hidden,
    audienceVote: 'red',
    red: { ...hidden.red!, audiencePoints: 5 },
    blue: { ...hidden.blue!, audiencePoints: 2 },
  };
  const view = renderBattle(createFakePlatform(api(voted), { user: fakeSessionUser({ id: 30 }) }), '/sparring/101');
  const card = await screen.findByRole('region', { name: 'Audience vote' });
  expect(within(card).getByText('You voted Rock Steady')).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Rock Steady 5 votes', 'Squadron 2 votes']);
  expect(within(card).queryByText(VOTE_REFUSALS.vote_needs_check_in)).not.toBeInTheDocument();
  expect(view.container.querySelector('.bt-layout__main')).toBeNull();
  expect(card.closest('.bt-sparring-layout')).not.toHaveClass('bt-sparring-layout--split');
});

test('offline, a judge’s points wait on the device and go out when the connection is back', async () => {
  let online = false;
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  try {
    const judging = sparringFixture({
      rounds: [sparringFixture().rounds[0]!],
      permissions: { ...sparringFixture().permissions, canSetScore: true },
    });
    const platform = createFakePlatform(api(judging), { user: fakeSessionUser({ id: 7 }) });
    renderBattle(platform, '/sparring/101');
    fireEvent.click(key(await screen.findByRole('group', { name: 'Round 1, Rock Steady' }), '9 points'));
    fireEvent.click(key(pad('Round 1, Squadron'), '7 points'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit points' }));
    expect(await screen.findByText(/your points are kept on this device/)).toBeInTheDocument();
    expect(callsTo(platform, 'sparrings.judge')).toHaveLength(0);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(callsTo(platform, 'sparrings.judge')).toHaveLength(1));
    expect(callsTo(platform, 'sparrings.judge')[0]!.input.body).toEqual([{ round: 0, redPoints: 9, bluePoints: 7 }]);
    await waitFor(() => expect(screen.queryByText(/your points are kept on this device/)).not.toBeInTheDocument());
  } finally {
    onLine.mockRestore();
    localStorage.clear();
  }
});

test('a judge’s pads follow the server: another judge’s points keep the draft, a reset clears it', async () => {
  const live = installFakeEventSource();
  try {
    const permissions = { ...sparringFixture().permissions, canSetScore: true };
    let shown = sparringFixture({ permissions });
    const platform = createFakePlatform((call) => (call.route.name === 'sparrings.get' ? shown : api(shown)(call)), {
      user: fakeSessionUser({ id: 7 }),
    });
    renderBattle(platform, '/sparring/101');
    const red1 = await screen.findByRole('group', { name: 'Round 1, Rock Steady' });
    fireEvent.click(key(red1, '9 points'));
    const stream = live.openAt('/api/battles/12/live')!;
    // Judge 8 scores round 1: judge 7's unsent 9 stays.
    const byOther = sparringFixture({ permissions });
    byOther.rounds[0] = {
      sumRedPoints: 8,
      sumBluePoints: 8,
      scores: [byOther.rounds[0]!.scores[0]!, { id: 8, avatar: null, redPoints: 8, bluePoints: 8 }],
    };
    shown = byOther;
    act(() => stream.emit({ topic: 'sparring', id: 101 }, { id: '1' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toContain('Judge Mo88'),
    );
    expect(key(pad('Round 1, Rock Steady'), '9 points')).toHaveAttribute('aria-pressed', 'true');
    // Judge 7 had submitted 9/7 before a reset: the reset empties the pads.
    const mine = sparringFixture({ permissions });
    mine.rounds[0] = {
      sumRedPoints: 9,
      sumBluePoints: 7,
      scores: [{ id: 7, avatar: null, redPoints: 9, bluePoints: 7 }, mine.rounds[0]!.scores[1]!],
    };
    shown = mine;
    act(() => stream.emit({ topic: 'sparring', id: 101 }, { id: '2' }));
    await waitFor(() => expect(key(pad('Round 1, Squadron'), '7 points')).toHaveAttribute('aria-pressed', 'true'));
    shown = sparringFixture({ permissions });
    act(() => stream.emit({ topic: 'sparring', id: 101 }, { id: '3' }));
    await waitFor(() => expect(key(pad('Round 1, Rock Steady'), '9 points')).toHaveAttribute('aria-pressed', 'false'));
    expect(key(pad('Round 1, Squadron'), '7 points')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    live.restore();
  }
});
