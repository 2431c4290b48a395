import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PrelimsResult } from '@cypher/contracts';
import { ERRORS, PRELIMS, TOAST } from '@cypher/contracts/texts';
import { createFakePlatform, fakeSessionUser, installFakeEventSource, type FakeCall } from '@cypher/contracts/testing';
import { editorEvent } from '../test/battle-fixtures';
import { group, prelimsApi, prelimsBattle, prelimsResult, soloEntry, twoGroups } from '../test/prelims-fixtures';
import { callsTo, renderBattle } from '../test/render-battle';

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

const rowNames = () =>
  within(screen.getByRole('region', { name: 'Entries' }))
    .getAllByRole('listitem')
    .filter((item) => item.id)
    .map((item) => item.id);

const three = [soloEntry(1, 'Ana', [[90, 8]]), soloEntry(2, 'Bo', [[90, 9.5]]), soloEntry(3, 'Cid', [], { randId: 7 })];

test('a classic battle, a missing battle and a failed prelims read are the 404 page', async () => {
  for (const answer of [
    prelimsApi(prelimsBattle({ style: 'classic' }), prelimsResult()),
    prelimsApi(prelimsBattle({ id: 99 }), prelimsResult()),
    (call: FakeCall) => (call.route.name === 'battles.get' ? prelimsBattle() : null),
  ]) {
    const notFound = jest.fn();
    const view = renderBattle(createFakePlatform(answer, { notFound }), '/battle/12/prelims');
    await waitFor(() => expect(notFound).toHaveBeenCalled());
    view.unmount();
  }
});

test('the list shows number, name with profile link, average or -, and each judge’s points', async () => {
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries: three }))), '/battle/12/prelims');
  expect(await screen.findByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/profile/1');
  expect(screen.getByRole('link', { name: 'Prelims' })).toHaveAttribute('aria-current', 'page');
  // Points, highest first; the unscored row last with '-'.
  expect(rowNames()).toEqual(['bt-prelims-entry-2', 'bt-prelims-entry-1', 'bt-prelims-entry-3']);
  expect(screen.getByLabelText('Average 9.5')).toBeInTheDocument();
  expect(screen.getByLabelText('Average -')).toBeInTheDocument();
  expect(screen.getByLabelText('Number 7')).toHaveTextContent('#7');
  const toggle = screen.getByRole('button', { name: "Judges' points for Bo" });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(panel).toBeVisible();
  // The points are fetched when a breakdown is first opened.
  expect(await within(panel).findByText('Judge 90')).toBeInTheDocument();
  expect(panel).toHaveTextContent('9.5');
});

test("'Order by' Name or 'Assigned number' with direction, and 'Search dancers'", async () => {
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries: three }))), '/battle/12/prelims');
  await screen.findByRole('link', { name: 'Ana' });
  fireEvent.change(screen.getByLabelText(PRELIMS.orderBy), { target: { value: 'name' } });
  expect(rowNames()).toEqual(['bt-prelims-entry-3', 'bt-prelims-entry-2', 'bt-prelims-entry-1']);
  fireEvent.click(screen.getByRole('button', { name: 'Order: descending' }));
  expect(rowNames()).toEqual(['bt-prelims-entry-1', 'bt-prelims-entry-2', 'bt-prelims-entry-3']);
  fireEvent.change(screen.getByLabelText(PRELIMS.orderBy), { target: { value: 'number' } });
  expect(rowNames()).toEqual(['bt-prelims-entry-1', 'bt-prelims-entry-2', 'bt-prelims-entry-3']);
  fireEvent.change(screen.getByRole('searchbox', { name: PRELIMS.searchDancers }), { target: { value: 'CI' } });
  expect(rowNames()).toEqual(['bt-prelims-entry-3']);
});

test('a judge’s list opens by assigned number, so a scored row stays where it was', async () => {
  renderBattle(
    createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries: three, permissions: { canJudge: true } })), {
      user: fakeSessionUser({ id: 90 }),
    }),
    '/battle/12/prelims',
  );
  await screen.findByRole('link', { name: 'Ana' });
  expect(screen.getByLabelText(PRELIMS.orderBy)).toHaveValue('number');
  expect(rowNames()).toEqual(['bt-prelims-entry-1', 'bt-prelims-entry-2', 'bt-prelims-entry-3']);
});

describe('groups', () => {
  const grouped = twoGroups();

  test('Groups and List with their counts; the accordion searches and links each group', async () => {
    renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), grouped)), '/battle/12/prelims');
    const toggle = await screen.findByRole('navigation', { name: 'View' });
    expect(within(toggle).getByRole('link', { name: `${PRELIMS.groups} (2)` })).toHaveAttribute('aria-current', 'page');
    expect(within(toggle).getByRole('link', { name: `${PRELIMS.list} (3 participants)` })).toHaveAttribute(
      'href',
      '/battle/12/prelims?prelimsViewMode=list',
    );
    expect(screen.getByRole('link', { name: 'Group 2' })).toHaveAttribute('href', '/battle/12/prelims/group/6');
    expect(screen.getByText('2 participants')).toBeInTheDocument();
    // Collapsed until opened; a search opens the groups with a match and hides the rest.
    const opener = screen.getByRole('button', { name: 'Show members: Group 2' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    // A disclosure chevron from the style sheet: no '+', which read as 'add'.
    expect(opener.textContent).toBe('');
    expect(document.getElementById(opener.getAttribute('aria-controls')!)).not.toBeVisible();
    fireEvent.click(opener);
    expect(within(screen.getByRole('list', { name: 'Members of Group 2' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: PRELIMS.searchDancers }), { target: { value: 'cid' } });
    expect(screen.queryByRole('link', { name: 'Group 1' })).toBeNull();
    const members = screen.getByRole('list', { name: 'Members of Group 2' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cid']);

    fireEvent.click(within(toggle).getByRole('link', { name: /List/ }));
    expect(await screen.findByRole('region', { name: 'Entries' })).toBeInTheDocument();
  });

  test("'Edit groups' (event editors) moves a dancer: 'Move successful'", async () => {
    const toast = jest.fn();
    const onWrite = jest.fn(() => grouped);
    renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle({ event: editorEvent }), grouped, onWrite), { toast }),
      '/battle/12/prelims?prelimsViewMode=groups',
    );
    fireEvent.click(await screen.findByRole('button', { name: PRELIMS.editGroups }));
    const ana = within(screen.getByRole('list', { name: 'Members of Group 1' })).getByRole('listitem');
    expect(within(ana).getByRole('combobox', { name: 'Move to (Ana)' })).toHaveValue('6');
    fireEvent.click(within(ana).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(TOAST.movedParticipant));
    expect(onWrite).toHaveBeenCalledWith(
      expect.objectContaining({ input: { params: { id: 12, groupA: 5, groupB: 6 }, body: { id: 1 } } }),
    );
  });

  test('one group left: the battle’s editors remove it and the list is shown', async () => {
    const lone = prelimsResult({ entries: grouped.entries, groups: [grouped.groups[1]!] });
    const onWrite = jest.fn(() => prelimsResult({ entries: grouped.entries }));
    const platform = createFakePlatform(prelimsApi(prelimsBattle({ canEdit: true }), lone, onWrite));
    renderBattle(platform, '/battle/12/prelims?prelimsViewMode=groups');
    expect(await screen.findByRole('region', { name: 'Entries' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(platform, 'prelims.createGroups')).toHaveLength(1));
    expect(callsTo(platform, 'prelims.createGroups')[0]!.input.body).toEqual({ amount: 0, type: 'random' });
    expect(screen.queryByRole('navigation', { name: 'View' })).toBeNull();
  });

  test('one group left for someone who cannot edit the battle: the list, and no call', async () => {
    const lone = prelimsResult({ entries: grouped.entries, groups: [grouped.groups[1]!] });
    const platform = createFakePlatform(prelimsApi(prelimsBattle(), lone));
    renderBattle(platform, '/battle/12/prelims?prelimsViewMode=groups');
    expect(await screen.findByRole('region', { name: 'Entries' })).toBeInTheDocument();
    expect(callsTo(platform, 'prelims.createGroups')).toHaveLength(0);
  });
});

describe('buttons by permission', () => {
  const entries = [
    soloEntry(1, 'Ana', [[90, 8]], { passStatus: 'passed' }),
    soloEntry(2, 'Bo', [[90, 7]], { passStatus: 'passed' }),
  ];

  test('a visitor sees no editor button', async () => {
    renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries }))), '/battle/12/prelims');
    await screen.findByRole('link', { name: 'Ana' });
    for (const name of [
      PRELIMS.randomize,
      PRELIMS.addToBracket,
      PRELIMS.undoBracket,
      PRELIMS.createGroups,
      PRELIMS.editGroups,
      'Edit points',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  test("'Create groups' follows the battle's canEdit; 'Edit groups' the event's", async () => {
    const twoGroups = prelimsResult({ entries, groups: [group(5, 1, []), group(6, 2, [])] });
    let view = renderBattle(createFakePlatform(prelimsApi(prelimsBattle({ canEdit: true }), twoGroups)), '/battle/12/prelims');
    expect(await screen.findByRole('link', { name: PRELIMS.createGroups })).toHaveAttribute('href', '/battle/12/prelims/groups');
    expect(screen.queryByRole('button', { name: PRELIMS.editGroups })).toBeNull();
    view.unmount();
    view = renderBattle(createFakePlatform(prelimsApi(prelimsBattle({ event: editorEvent }), twoGroups)), '/battle/12/prelims');
    expect(await screen.findByRole('button', { name: PRELIMS.editGroups })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PRELIMS.createGroups })).toBeNull();
    view.unmount();
    // Once the bracket is drawn, the groups stay as they were.
    const finished = { ...twoGroups, status: 'prelims-finished' as const };
    renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle({ canEdit: true, event: editorEvent }), finished)),
      '/battle/12/prelims',
    );
    await screen.findByRole('link', { name: 'Group 1' });
    expect(screen.queryByRole('link', { name: PRELIMS.createGroups })).toBeNull();
    expect(screen.queryByRole('button', { name: PRELIMS.editGroups })).toBeNull();
  });

  test("'Randomize' only with canShuffle, which also blocks 'Add to bracket'", async () => {
    const onWrite = jest.fn(() => prelimsResult({ entries, permissions: { canFinishPrelims: true } }));
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: { canFinishPrelims: true, canShuffle: true } }), onWrite),
    );
    renderBattle(platform, '/battle/12/prelims');
    const randomize = await screen.findByRole('button', { name: PRELIMS.randomize });
    expect(randomize).toBeEnabled();
    expect(screen.getByRole('button', { name: PRELIMS.addToBracket })).toBeDisabled();
    fireEvent.click(randomize);
    await waitFor(() => expect(screen.getByRole('button', { name: PRELIMS.addToBracket })).toBeEnabled());
    expect(callsTo(platform, 'prelims.reshuffle')).toHaveLength(1);
    expect(screen.getByRole('button', { name: PRELIMS.randomize })).toBeDisabled();
  });

  test("a permissions error shows beside the buttons and blocks 'Add to bracket'", async () => {
    const error = 'Every dancer still in needs points before the bracket.';
    renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: { canFinishPrelims: true, error } }))),
      '/battle/12/prelims',
    );
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRELIMS.addToBracket })).toBeDisabled();
  });

  test("'Add to bracket' asks first; Cancel sends nothing, Add finishes and greys who missed the bracket", async () => {
    const finished = prelimsResult({
      status: 'prelims-finished',
      entries: [entries[0]!, { ...entries[1]!, isPromoted: true }],
      permissions: { canUndoBrackets: true },
    });
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: { canFinishPrelims: true } }), () => finished),
    );
    renderBattle(platform, '/battle/12/prelims');
    fireEvent.click(await screen.findByRole('button', { name: PRELIMS.addToBracket }));
    const dialog = screen.getByRole('alertdialog', { name: PRELIMS.addConfirm.title });
    expect(dialog).toHaveTextContent(PRELIMS.addConfirm.text);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(platform, 'prelims.finish')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: PRELIMS.addToBracket }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: PRELIMS.addConfirm.button }));
    expect(await screen.findByRole('button', { name: PRELIMS.undoBracket })).toBeInTheDocument();
    expect(callsTo(platform, 'prelims.finish')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: PRELIMS.addToBracket })).toBeNull();
    expect(document.getElementById('bt-prelims-entry-1')).toHaveClass('bt-score-row--greyed');
    expect(document.getElementById('bt-prelims-entry-2')).not.toHaveClass('bt-score-row--greyed');
  });

  test("'Undo bracket' asks first, then removes the brackets and reads the prelims again", async () => {
    let state: PrelimsResult = prelimsResult({ status: 'prelims-finished', entries, permissions: { canUndoBrackets: true } });
    const platform = createFakePlatform((call) => {
      if (call.route.name === 'battles.get') return prelimsBattle({ event: editorEvent });
      if (call.route.name === 'prelims.get') return state;
      state = prelimsResult({ entries, permissions: { canFinishPrelims: true } });
      return { ok: true };
    });
    renderBattle(platform, '/battle/12/prelims');
    fireEvent.click(await screen.findByRole('button', { name: PRELIMS.undoBracket }));
    const dialog = screen.getByRole('alertdialog', { name: PRELIMS.undoConfirm.title });
    expect(dialog).toHaveTextContent(PRELIMS.undoConfirm.text);
    fireEvent.click(within(dialog).getByRole('button', { name: PRELIMS.undoConfirm.button }));
    expect(await screen.findByRole('button', { name: PRELIMS.addToBracket })).toBeInTheDocument();
    expect(callsTo(platform, 'battles.undoBrackets')).toHaveLength(1);
    expect(callsTo(platform, 'prelims.get')).toHaveLength(2);
  });

  test("staff mark a dancer 'gone'", async () => {
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: { canSetGone: true } }), () =>
        prelimsResult({ entries: [{ ...entries[0]!, isGone: true }, entries[1]!], permissions: { canSetGone: true } }),
      ),
    );
    renderBattle(platform, '/battle/12/prelims');
    const gone = await screen.findByRole('checkbox', { name: 'Ana is gone' });
    expect(gone).not.toBeChecked();
    fireEvent.click(gone);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ana is gone' })).toBeChecked());
    expect(callsTo(platform, 'prelims.gone')[0]!.input).toMatchObject({
      params: { id: 12, participantId: 1 },
      body: { gone: true },
    });
    expect(document.getElementById('bt-prelims-entry-1')).toHaveClass('bt-score-row--greyed');
  });

  test("offline, a 'gone' mark waits on the phone as a set and goes out as { gone: true } when the connection is back", async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const platform = createFakePlatform(
        prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: { canSetGone: true } }), () =>
          prelimsResult({ entries: [{ ...entries[0]!, isGone: true }, entries[1]!], permissions: { canSetGone: true } }),
        ),
        { user: fakeSessionUser({ id: 40 }) },
      );
      renderBattle(platform, '/battle/12/prelims');
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Ana is gone' }));
      expect(await screen.findByText(/No connection: your points and marks are kept on this phone/)).toBeInTheDocument();
      expect(callsTo(platform, 'prelims.gone')).toHaveLength(0);
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ana is gone' })).toBeChecked());
      expect(callsTo(platform, 'prelims.gone').map((call) => call.input.body)).toEqual([{ gone: true }]);
    } finally {
      online.mockRestore();
    }
  });
});

describe('rows', () => {
  test('the caller’s own row is highlighted; colours show to editors, not to spectators', async () => {
    const entries = [soloEntry(1, 'Ana', [[90, 8]], { passStatus: 'passed' }), soloEntry(2, 'Bo', [[90, 7]])];
    const view = renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries })), { user: fakeSessionUser({ id: 2 }) }),
      '/battle/12/prelims',
    );
    await screen.findByRole('link', { name: 'Ana' });
    expect(document.getElementById('bt-prelims-entry-2')).toHaveClass('bt-score-row--own');
    expect(document.getElementById('bt-prelims-entry-2')).toHaveTextContent('(you)');
    expect(document.getElementById('bt-prelims-entry-1')).not.toHaveClass('bt-score-row--passed');
    view.unmount();
    renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle({ event: editorEvent }), prelimsResult({ entries }))),
      '/battle/12/prelims',
    );
    await screen.findByRole('link', { name: 'Ana' });
    expect(document.getElementById('bt-prelims-entry-1')).toHaveClass('bt-score-row--passed');
  });

  test('a tie at the cut shows the spec’s error on the tied rows and scrolls to the first', async () => {
    const entries = [
      soloEntry(1, 'Ana', [[90, 9]], { passStatus: 'passed' }),
      soloEntry(2, 'Bo', [[90, 8]], { passStatus: 'sameScore' }),
      soloEntry(3, 'Cid', [[90, 8]], { passStatus: 'sameScore' }),
    ];
    renderBattle(
      createFakePlatform(prelimsApi(prelimsBattle({ event: editorEvent }), prelimsResult({ entries }))),
      '/battle/12/prelims',
    );
    await screen.findByRole('link', { name: 'Ana' });
    expect(screen.getAllByText(ERRORS.sameScore)).toHaveLength(2);
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['bt-prelims-entry-2']));
  });
});

describe('judging', () => {
  const judge = fakeSessionUser({ id: 90 });
  const canJudge = { canJudge: true };
  /** What the API answers to a judgment: the row scored as sent (one judge). */
  const scoredBy =
    (entries: PrelimsResult['entries'], extra: Partial<PrelimsResult> = {}) =>
    (call: FakeCall) => {
      if (call.route.name !== 'prelims.judge') return null;
      const [sent] = call.input.body as Array<{ userId: number; points: number }>;
      return prelimsResult({
        ...extra,
        permissions: canJudge,
        entries: entries.map((entry) =>
          entry.id === sent!.userId ? soloEntry(entry.id, entry.name, sent!.points ? [[90, sent!.points]] : []) : entry,
        ),
      });
    };

  test('an unscored row opens its pad: a first tap saves at once, the star adds a half, the same number clears', async () => {
    const entries = [soloEntry(1, 'Ana')];
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: canJudge }), scoredBy(entries)),
      {
        user: judge,
      },
    );
    renderBattle(platform, '/battle/12/prelims');
    const pad = await screen.findByRole('group', { name: 'Points for Ana' });
    expect(within(pad).getByRole('button', { name: 'Add a half point' })).toBeDisabled();
    fireEvent.click(within(pad).getByRole('button', { name: '7' }));
    await waitFor(() => expect(callsTo(platform, 'prelims.judge')).toHaveLength(1));
    expect(callsTo(platform, 'prelims.judge')[0]!.input.body).toEqual([{ userId: 1, points: 7, mode: 'new', round: 0 }]);
    expect(within(pad).getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(pad).getByRole('button', { name: 'Add a half point' }));
    await waitFor(() => expect(callsTo(platform, 'prelims.judge')).toHaveLength(2));
    expect(callsTo(platform, 'prelims.judge')[1]!.input.body).toEqual([{ userId: 1, points: 7.5, mode: 'edit', round: 0 }]);
    await screen.findByLabelText('Average 7.5');
    fireEvent.click(within(pad).getByRole('button', { name: '7' }));
    await waitFor(() => expect(callsTo(platform, 'prelims.judge')).toHaveLength(3));
    expect(callsTo(platform, 'prelims.judge')[2]!.input.body).toEqual([{ userId: 1, points: 0, mode: 'edit', round: 0 }]);
    fireEvent.click(screen.getByRole('button', { name: PRELIMS.done }));
    expect(screen.queryByRole('group', { name: 'Points for Ana' })).toBeNull();
  });

  test("a scored row waits for 'Edit points'; the edit is saved on 'Done', not at the tap", async () => {
    const entries = [soloEntry(1, 'Ana', [[90, 7]])];
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: canJudge }), scoredBy(entries)),
      {
        user: judge,
      },
    );
    renderBattle(platform, '/battle/12/prelims');
    expect(await screen.findByText('Your points: 7')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Points for Ana' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PRELIMS.editPoints }));
    const pad = screen.getByRole('group', { name: 'Points for Ana' });
    fireEvent.click(within(pad).getByRole('button', { name: '9' }));
    fireEvent.click(within(pad).getByRole('button', { name: 'Add a half point' }));
    await act(async () => undefined);
    expect(callsTo(platform, 'prelims.judge')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: PRELIMS.done }));
    expect(await screen.findByText('Your points: 9.5')).toBeInTheDocument();
    expect(callsTo(platform, 'prelims.judge')[0]!.input.body).toEqual([{ userId: 1, points: 9.5, mode: 'edit', round: 0 }]);
  });

  test('offline, a score waits on the phone (the row says so) and goes out when the connection is back', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const entries = [soloEntry(1, 'Ana')];
      const platform = createFakePlatform(
        prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: canJudge }), scoredBy(entries)),
        {
          user: judge,
        },
      );
      renderBattle(platform, '/battle/12/prelims');
      fireEvent.click(within(await screen.findByRole('group', { name: 'Points for Ana' })).getByRole('button', { name: '8' }));
      expect(await screen.findByText(/No connection: your points and marks are kept on this phone/)).toBeInTheDocument();
      expect(callsTo(platform, 'prelims.judge')).toHaveLength(0);
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByLabelText('Average 8')).toBeInTheDocument();
      expect(callsTo(platform, 'prelims.judge')[0]!.input.body).toEqual([{ userId: 1, points: 8, mode: 'new', round: 0 }]);
      await waitFor(() => expect(screen.queryByText(/No connection/)).toBeNull());
    } finally {
      online.mockRestore();
    }
  });

  test('Escape closes an edit like Done, saving it', async () => {
    const entries = [soloEntry(1, 'Ana', [[90, 7]])];
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: canJudge }), scoredBy(entries)),
      {
        user: judge,
      },
    );
    renderBattle(platform, '/battle/12/prelims');
    fireEvent.click(await screen.findByRole('button', { name: PRELIMS.editPoints }));
    const eight = within(screen.getByRole('group', { name: 'Points for Ana' })).getByRole('button', { name: '8' });
    fireEvent.click(eight);
    eight.focus();
    fireEvent.keyDown(eight, { key: 'Escape' });
    expect(await screen.findByText('Your points: 8')).toBeInTheDocument();
    expect(callsTo(platform, 'prelims.judge')[0]!.input.body).toEqual([{ userId: 1, points: 8, mode: 'edit', round: 0 }]);
    // The pad took the focused key with it: a keyboard judge goes on from the row, not from the page's top.
    expect(screen.getByRole('button', { name: PRELIMS.editPoints })).toHaveFocus();
  });

  test("Escape on a pad that opened by itself (no button opened it) hands focus to 'Edit points'", async () => {
    const entries = [soloEntry(1, 'Ana')];
    const platform = createFakePlatform(
      prelimsApi(prelimsBattle(), prelimsResult({ entries, permissions: canJudge }), scoredBy(entries)),
      { user: judge },
    );
    renderBattle(platform, '/battle/12/prelims');
    const six = within(await screen.findByRole('group', { name: 'Points for Ana' })).getByRole('button', { name: '6' });
    fireEvent.click(six);
    six.focus();
    fireEvent.keyDown(six, { key: 'Escape' });
    expect(await screen.findByText('Your points: 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRELIMS.editPoints })).toHaveFocus();
  });

  test("the last score that decides every row: 'Ready for bracketing' and a scroll to 'Add to bracket'", async () => {
    const toast = jest.fn();
    const entries = [soloEntry(1, 'Ana', [[90, 9]], { passStatus: 'passed' }), soloEntry(2, 'Bo')];
    const decided = (call: FakeCall) =>
      call.route.name === 'prelims.judge'
        ? prelimsResult({
            permissions: { canJudge: true, canFinishPrelims: true },
            entries: [entries[0]!, soloEntry(2, 'Bo', [[90, 6]])],
          })
        : null;
    renderBattle(
      createFakePlatform(
        prelimsApi(
          prelimsBattle({ event: editorEvent }),
          prelimsResult({ entries, permissions: { canJudge: true, canFinishPrelims: true } }),
          decided,
        ),
        { user: judge, toast },
      ),
      '/battle/12/prelims',
    );
    const pad = await screen.findByRole('group', { name: 'Points for Bo' });
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(within(pad).getByRole('button', { name: '6' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(TOAST.bracketingIsReady));
    expect(scrolled.at(-1)?.id).toBe('bt-prelims-add-to-bracket');
  });
});

test("live: another judge's score reaches the page without a reload, and the editor hears 'Ready for bracketing'", async () => {
  const live = installFakeEventSource();
  try {
    const toast = jest.fn();
    const ana = soloEntry(1, 'Ana', [[90, 9]], { passStatus: 'passed' });
    let bo = soloEntry(2, 'Bo');
    const platform = createFakePlatform(
      (call) =>
        call.route.name === 'battles.get'
          ? prelimsBattle({ event: editorEvent })
          : prelimsResult({ entries: [ana, bo], permissions: { canFinishPrelims: true } }),
      { toast },
    );
    renderBattle(platform, '/battle/12/prelims');
    await screen.findByLabelText('Average -');
    await waitFor(() => expect(live.openAt('/api/battles/12/live')).toBeDefined());
    // A judge on another phone scores Bo; the stream says only "prelims changed".
    bo = soloEntry(2, 'Bo', [[91, 6.5]]);
    act(() => live.openAt('/api/battles/12/live')!.emit({ topic: 'prelims' }, { id: '1-0' }));
    expect(await screen.findByLabelText('Average 6.5')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(TOAST.bracketingIsReady);
    expect(callsTo(platform, 'prelims.get').length).toBeGreaterThanOrEqual(2);
  } finally {
    live.restore();
  }
});
