import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CREW_PRELIMS_TAB_ADVANCE_MS } from '@cypher/contracts';
import { ERRORS, PRELIMS, TOAST } from '@cypher/contracts/texts';
import { createFakePlatform, fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { editorEvent } from '../test/battle-fixtures';
import { crewEntry, prelimsApi, prelimsBattle, prelimsResult, twoGroups } from '../test/prelims-fixtures';
import { callsTo, renderBattle } from '../test/render-battle';

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const grouped = twoGroups({ canFinishPrelims: true });

test('the Group route lists only its group, without Add to bracket', async () => {
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle({ event: editorEvent }), grouped)), '/battle/12/prelims/group/6');
  expect(await screen.findByRole('heading', { level: 2, name: 'Group 2' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bo' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ana' })).toBeNull();
  expect(screen.getByRole('button', { name: PRELIMS.randomize })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: PRELIMS.addToBracket })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to prelims' })).toHaveAttribute(
    'href',
    '/battle/12/prelims?prelimsViewMode=groups',
  );
});

test('an unknown group is the 404 page', async () => {
  const notFound = jest.fn();
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), grouped), { notFound }), '/battle/12/prelims/group/77');
  await waitFor(() => expect(notFound).toHaveBeenCalled());
});

test("event editors get a row menu that moves the row to another group ('Move successful')", async () => {
  const toast = jest.fn();
  const platform = createFakePlatform(
    prelimsApi(prelimsBattle({ event: editorEvent }), grouped, () => grouped),
    { toast },
  );
  renderBattle(platform, '/battle/12/prelims/group/6');
  const menu = await screen.findByRole('button', { name: 'Actions for Cid' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(menu);
  fireEvent.click(screen.getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(toast).toHaveBeenCalledWith(TOAST.movedParticipant));
  expect(callsTo(platform, 'prelims.move')[0]!.input).toEqual({ params: { id: 12, groupA: 6, groupB: 5 }, body: { id: 3 } });
});

test('Escape closes the row menu and puts focus back on its button', async () => {
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle({ event: editorEvent }), grouped)), '/battle/12/prelims/group/6');
  const menu = await screen.findByRole('button', { name: 'Actions for Cid' });
  fireEvent.click(menu);
  const target = screen.getByRole('combobox', { name: 'Move to (Cid)' });
  target.focus();
  fireEvent.keyDown(target, { key: 'Escape' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  expect(menu).toHaveFocus();
});

test('spectators get no row menu', async () => {
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), grouped)), '/battle/12/prelims/group/6');
  await screen.findByRole('link', { name: 'Bo' });
  expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
});

describe('crew rounds', () => {
  afterEach(() => jest.useRealTimers());
  const judge = fakeSessionUser({ id: 90 });
  const members = [
    { id: 70, dancerName: 'Crazy Legs' },
    { id: 71, dancerName: 'Frosty Freeze' },
  ];
  const crews = (rounds: Record<number, Array<[number, number]>>, extra: Parameters<typeof prelimsResult>[0] = {}) =>
    prelimsResult({
      kind: 'crews',
      rounds: 3,
      entries: [crewEntry(4, 'Rock Steady', members, rounds)],
      permissions: { canJudge: true },
      ...extra,
    });
  /** Answers a judgment with the crew's rounds as sent (this judge only). */
  const answerScores = (call: FakeCall) => {
    if (call.route.name !== 'prelims.judge') return null;
    const sent = call.input.body as Array<{ round: number; points: number }>;
    return crews(Object.fromEntries(sent.map(({ round, points }) => [round, points ? [[90, points]] : []])));
  };

  test('one tab per round; a first score saves and moves to the next round after 10 s', async () => {
    jest.useFakeTimers();
    const platform = createFakePlatform(prelimsApi(prelimsBattle({ crewSize: 3 }), crews({ 1: [] }), answerScores), {
      user: judge,
    });
    renderBattle(platform, '/battle/12/prelims');
    const tabs = await screen.findByRole('tablist', { name: 'Rounds for Rock Steady' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Round 1-', 'Round 2-', 'Round 3-']);
    expect(within(tabs).getByRole('tab', { name: /Round 1/ })).toHaveAttribute('aria-selected', 'true');
    const pad = screen.getByRole('group', { name: 'Points for Rock Steady, Round 1' });
    fireEvent.click(within(pad).getByRole('button', { name: '8' }));
    await act(async () => undefined);
    expect(callsTo(platform, 'prelims.judge')[0]!.input.body).toEqual([{ crewId: 4, points: 8, mode: 'new', round: 1 }]);
    // Not yet: the judge has time for the half point.
    act(() => jest.advanceTimersByTime(CREW_PRELIMS_TAB_ADVANCE_MS - 1));
    expect(within(tabs).getByRole('tab', { name: /Round 1/ })).toHaveAttribute('aria-selected', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(within(tabs).getByRole('tab', { name: /Round 2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Points for Rock Steady, Round 2' })).toBeInTheDocument();
  });

  test('choosing a round by hand (arrow keys) cancels the pending move', async () => {
    jest.useFakeTimers();
    const platform = createFakePlatform(prelimsApi(prelimsBattle({ crewSize: 3 }), crews({ 1: [] }), answerScores), {
      user: judge,
    });
    renderBattle(platform, '/battle/12/prelims');
    const tabs = await screen.findByRole('tablist', { name: 'Rounds for Rock Steady' });
    fireEvent.click(within(screen.getByRole('group', { name: /Round 1/ })).getByRole('button', { name: '8' }));
    await act(async () => undefined);
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: /Round 1/ }), { key: 'ArrowLeft' });
    expect(within(tabs).getByRole('tab', { name: /Round 3/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: /Round 3/ })).toHaveFocus();
    act(() => jest.advanceTimersByTime(CREW_PRELIMS_TAB_ADVANCE_MS));
    expect(within(tabs).getByRole('tab', { name: /Round 3/ })).toHaveAttribute('aria-selected', 'true');
  });

  test("editing scored rounds waits for 'Done' and sends only rounds with points or earlier scores", async () => {
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle({ crewSize: 3 }), crews({ 1: [[90, 6]], 2: [[90, 7]], 3: [[90, 8]] }), answerScores),
      { user: judge },
    );
    renderBattle(platform, '/battle/12/prelims');
    expect(await screen.findByText('Your points: Round 1 6 · Round 2 7 · Round 3 8')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: PRELIMS.editPoints }));
    fireEvent.click(within(screen.getByRole('group', { name: /Round 1/ })).getByRole('button', { name: '6' }));
    fireEvent.click(screen.getByRole('tab', { name: /Round 2/ }));
    fireEvent.click(within(screen.getByRole('group', { name: /Round 2/ })).getByRole('button', { name: '9' }));
    await act(async () => undefined);
    expect(callsTo(platform, 'prelims.judge')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: PRELIMS.done }));
    await waitFor(() => expect(callsTo(platform, 'prelims.judge')).toHaveLength(1));
    expect(callsTo(platform, 'prelims.judge')[0]!.input.body).toEqual([
      { crewId: 4, points: 0, mode: 'edit', round: 1 },
      { crewId: 4, points: 9, mode: 'edit', round: 2 },
    ]);
    expect(await screen.findByText('Your points: Round 1 - · Round 2 9 · Round 3 -')).toBeInTheDocument();
  });

  test("a crew row with no judgment says 'No prelims data found.'; the own crew is marked", async () => {
    renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle({ crewSize: 3 }), crews({ 1: [] }, { permissions: { canJudge: false } })), {
        user: fakeSessionUser({ id: 71 }),
      }),
      '/battle/12/prelims',
    );
    fireEvent.click(await screen.findByRole('button', { name: "Judges' points for Rock Steady" }));
    // The points are fetched when a breakdown is first opened.
    expect(await screen.findByText(ERRORS.noPrelimsData)).toBeVisible();
    expect(document.getElementById('bt-prelims-entry-4')).toHaveClass('bt-score-row--own');
    expect(document.getElementById('bt-prelims-entry-4')).toHaveTextContent('(your crew)');
    expect(screen.getByText('Crazy Legs, Frosty Freeze')).toBeInTheDocument();
  });
});
