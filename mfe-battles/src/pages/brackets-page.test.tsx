import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Brackets } from '@cypher/contracts';
import { BATTLES, BRACKETS, ERRORS } from '@cypher/contracts/texts';
import {
  createFakePlatform,
  fakeApiFailure,
  fakeSessionUser,
  installFakeEventSource,
  type FakeCall,
} from '@cypher/contracts/testing';
import { battle, crew } from '../test/battle-fixtures';
import { bracketOf8, crewsOf8, sparringOf } from '../test/bracket-fixtures';
import { callsTo, renderBattle } from '../test/render-battle';

const [a, b, c, d, e, f, g, h] = crewsOf8;
const bracketBattle = battle({ style: 'bracket', crews: [crew(1, 'Rock Steady', [{ id: 21, dancerName: 'Ana' }])] });

function api(shown: Brackets, afterSeed?: Brackets) {
  return ({ route }: FakeCall) => {
    if (route.name === 'battles.get') return bracketBattle;
    if (route.name === 'battles.brackets') return shown;
    if (route.name === 'battles.seed') return afterSeed ?? shown;
    if (route.name === 'prelims.get')
      return { entries: crewsOf8.map((s) => ({ id: s.id, name: s.name, randId: s.randId, isPromoted: true })) };
    return null;
  };
}

const optionStates = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);

test('the list view has a heading per level, its sparrings as lists, winners in words, full sparrings as links', async () => {
  const decided = bracketOf8({ left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!)], [sparringOf(105, a!, null)]] });
  renderBattle(createFakePlatform(api(decided)), '/battle/12/brackets');
  expect(await screen.findByRole('heading', { level: 2, name: 'Top 8' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((hd) => hd.textContent)).toEqual(['Top 8', 'Semi-final', 'Final']);
  expect(screen.getByRole('link', { name: BATTLES.tabs.brackets })).toHaveAttribute('aria-current', 'page');
  const top8 = screen.getByRole('region', { name: 'Top 8' });
  expect(
    within(top8)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Top 8, sparring 1: Rock Steady vs Squadron — Winner: Rock Steady',
    'Top 8, sparring 2: Air Force vs Jinjo',
    'Top 8, sparring 3: Floor Lords vs Ill Abilities',
    'Top 8, sparring 4: Top Rockers vs Flow Mo',
  ]);
  expect(within(top8).getByRole('link', { name: 'Rock Steady vs Squadron' })).toHaveAttribute('href', '/sparring/101');
  // A sparring still waiting for a side is no link: '?' stands for the empty side.
  const semis = screen.getByRole('region', { name: 'Semi-final' });
  expect(within(semis).queryByRole('link')).not.toBeInTheDocument();
  expect(within(semis).getAllByRole('listitem')[0]).toHaveTextContent('Rock Steady vs ?');
  // Level chips with their rounds.
  expect(
    within(screen.getByRole('list', { name: 'Levels' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Top 8 · 1 rounds', 'Semi-final · 2 rounds', 'Final · 3 rounds']);
});

test('the tree: left and right halves, the final as VS until set, winner and loser marked, the caller’s crew outlined', async () => {
  const decided = bracketOf8({ left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!)], [sparringOf(105, a!, null)]] });
  renderBattle(createFakePlatform(api(decided), { user: fakeSessionUser({ id: 21 }) }), '/battle/12/brackets');
  fireEvent.click(await screen.findByRole('button', { name: 'Tree' }));
  expect(screen.getByRole('button', { name: 'Tree' })).toHaveAttribute('aria-pressed', 'true');
  // A phone scrolls the tree sideways: a named region in the tab order, so keys scroll it too.
  expect(screen.getByRole('region', { name: 'Bracket tree' })).toHaveAttribute('tabindex', '0');
  const left = screen.getByRole('region', { name: BRACKETS.left });
  expect(screen.getByRole('region', { name: BRACKETS.right })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: BRACKETS.final })).getByText(BRACKETS.versus)).toBeInTheDocument();
  const first = within(left).getByRole('link', { name: /Rock Steady.*Squadron/ });
  expect(first).toHaveAttribute('href', '/sparring/101');
  expect(first.querySelector('.bt-side--won')).toHaveTextContent('Rock Steady(you)✓Winner');
  expect(first.querySelector('.bt-side--lost')).toHaveTextContent('Squadron');
  expect(first.querySelector('.bt-side--own')).toHaveTextContent('Rock Steady');
  const semi = within(left).getByRole('list', { name: 'Semi-final' });
  expect(within(semi).getByText(BRACKETS.emptyName)).toBeInTheDocument();
  expect(within(semi).queryByRole('link')).not.toBeInTheDocument();
  // No 'Edit brackets' for someone who cannot edit the event.
  expect(screen.queryByRole('button', { name: BRACKETS.editBrackets })).not.toBeInTheDocument();
});

test('the final shows its sides once set, with ? for the one still empty', async () => {
  renderBattle(createFakePlatform(api(bracketOf8({ final: sparringOf(107, b!, null) }))), '/battle/12/brackets');
  fireEvent.click(await screen.findByRole('button', { name: 'Tree' }));
  const final = screen.getByRole('region', { name: BRACKETS.final });
  expect(within(final).queryByText(BRACKETS.versus)).not.toBeInTheDocument();
  expect(final).toHaveTextContent('#2Number 2Floor Lords?');
});

test('an event editor edits the current round: taken entries disabled, two spots refused unsent, then submitted and announced', async () => {
  const shown = bracketOf8({ canEdit: true });
  const saved = bracketOf8({
    canEdit: true,
    left: [[sparringOf(101, e!, h!), sparringOf(102, d!, a!)], [sparringOf(105, null, null)]],
  });
  const platform = createFakePlatform(api(shown, saved), { user: fakeSessionUser({ id: 1 }) });
  renderBattle(platform, '/battle/12/brackets');
  fireEvent.click(await screen.findByRole('button', { name: BRACKETS.editBrackets }));
  const editor = await screen.findByRole('form', { name: BRACKETS.editBrackets });
  const first = within(editor).getByRole('group', { name: 'Top 8, sparring 1' });
  const red = within(first).getByLabelText('Red');
  await waitFor(() => expect(optionStates(red)).toHaveLength(9));
  // Rock Steady is this select's own; everyone else already has a spot in the shown round.
  expect(optionStates(red)).toEqual([
    'Choose',
    'Rock Steady',
    'Squadron (disabled)',
    'Air Force (disabled)',
    'Jinjo (disabled)',
    'Floor Lords (disabled)',
    'Ill Abilities (disabled)',
    'Top Rockers (disabled)',
    'Flow Mo (disabled)',
  ]);
  // Swap Rock Steady and Jinjo: clearing frees an entry for the other select.
  fireEvent.change(red, { target: { value: '' } });
  const secondBlue = within(within(editor).getByRole('group', { name: 'Top 8, sparring 2' })).getByLabelText('Blue');
  fireEvent.change(secondBlue, { target: { value: String(a!.id) } });
  // The option is disabled now; the submit check still refuses a second spot (fireEvent can pick it).
  fireEvent.change(red, { target: { value: String(a!.id) } });
  fireEvent.click(within(editor).getByRole('button', { name: BRACKETS.submit }));
  expect(await within(editor).findByRole('alert')).toHaveTextContent(ERRORS.sameCrewTwice);
  expect(callsTo(platform, 'battles.seed')).toHaveLength(0);
  fireEvent.click(within(editor).getByRole('button', { name: 'Dismiss' }));
  fireEvent.change(red, { target: { value: String(e!.id) } });
  fireEvent.click(within(editor).getByRole('button', { name: BRACKETS.submit }));
  await waitFor(() => expect(screen.queryByRole('form', { name: BRACKETS.editBrackets })).not.toBeInTheDocument());
  expect(callsTo(platform, 'battles.seed')[0]!.input.body).toEqual([
    { sparringId: 101, red: e!.id, blue: h!.id },
    { sparringId: 102, red: d!.id, blue: a!.id },
    { sparringId: 103, red: b!.id, blue: g!.id },
    { sparringId: 104, red: c!.id, blue: f!.id },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Top 8: Jinjo vs Squadron. Top 8: Air Force vs Rock Steady');
});

test('a spot offers only whom the API accepts there: winners and losers of the other half and the final stay disabled', async () => {
  // Left played through its semi-final (Rock Steady went on to the final); right has not started,
  // its first spot emptied by hand.
  const shown = bracketOf8({
    canEdit: true,
    left: [[sparringOf(101, a!, h!, a!.id), sparringOf(102, d!, e!, d!.id)], [sparringOf(105, a!, d!, a!.id)]],
    right: [[sparringOf(103, null, g!), sparringOf(104, c!, f!)], [sparringOf(106, null, null)]],
    final: sparringOf(107, a!, null),
  });
  renderBattle(createFakePlatform(api(shown)), '/battle/12/brackets');
  fireEvent.click(await screen.findByRole('button', { name: BRACKETS.editBrackets }));
  const editor = await screen.findByRole('form', { name: BRACKETS.editBrackets });
  const red = within(within(editor).getByRole('group', { name: 'Top 8, sparring 1' })).getByLabelText('Red');
  await waitFor(() => expect(optionStates(red)).toHaveLength(9));
  expect(optionStates(red)).toEqual([
    'Choose',
    'Ill Abilities (disabled)',
    'Top Rockers (disabled)',
    'Flow Mo (disabled)',
    'Rock Steady (disabled)',
    'Floor Lords',
    'Air Force (disabled)',
    'Jinjo (disabled)',
    'Squadron (disabled)',
  ]);
});

test('1 vs 1: two spots name the participant; Cancel closes the editor without a call', async () => {
  const solo = { ...bracketBattle, crewSize: 1 };
  const platform = createFakePlatform((call) =>
    call.route.name === 'battles.get' ? solo : api(bracketOf8({ canEdit: true }))(call),
  );
  renderBattle(platform, '/battle/12/brackets');
  fireEvent.click(await screen.findByRole('button', { name: BRACKETS.editBrackets }));
  const editor = await screen.findByRole('form', { name: BRACKETS.editBrackets });
  const blue = within(within(editor).getByRole('group', { name: 'Top 8, sparring 1' })).getByLabelText('Blue');
  await waitFor(() => expect(optionStates(blue)).toHaveLength(9));
  // Red equal to blue is two spots too (a disabled option, forced here, as a stale form could send it).
  fireEvent.change(within(within(editor).getByRole('group', { name: 'Top 8, sparring 1' })).getByLabelText('Red'), {
    target: { value: '' },
  });
  fireEvent.change(blue, { target: { value: String(a!.id) } });
  fireEvent.change(within(within(editor).getByRole('group', { name: 'Top 8, sparring 1' })).getByLabelText('Red'), {
    target: { value: String(a!.id) },
  });
  fireEvent.click(within(editor).getByRole('button', { name: BRACKETS.submit }));
  expect(await within(editor).findByRole('alert')).toHaveTextContent(ERRORS.sameParticipantTwice);
  fireEvent.click(within(editor).getByRole('button', { name: BRACKETS.cancel }));
  expect(screen.queryByRole('form', { name: BRACKETS.editBrackets })).not.toBeInTheDocument();
  expect(callsTo(platform, 'battles.seed')).toHaveLength(0);
});

test('a decided final locks the editor', async () => {
  const won = bracketOf8({ canEdit: true, final: sparringOf(107, a!, b!, b!.id) });
  renderBattle(createFakePlatform(api(won)), '/battle/12/brackets');
  fireEvent.click(await screen.findByRole('button', { name: BRACKETS.editBrackets }));
  const editor = await screen.findByRole('form', { name: BRACKETS.editBrackets });
  expect(within(editor).getByText('The final has a winner; the bracket can no longer be edited.')).toBeInTheDocument();
  expect(within(editor).getByLabelText('Red')).toBeDisabled();
  expect(within(editor).getByRole('button', { name: BRACKETS.submit })).toBeDisabled();
});

test('before Add to bracket there is no tree: the tab says so without an error toast; other failures are toasted', async () => {
  const toast = jest.fn();
  const answer = (failure: ReturnType<typeof fakeApiFailure>) => (call: FakeCall) =>
    call.route.name === 'battles.brackets' ? failure : api(bracketOf8())(call);
  const view = renderBattle(
    createFakePlatform(answer(fakeApiFailure(404, 'Brackets not found', 'not_found')), { toast }),
    '/battle/12/brackets',
  );
  expect(await screen.findByText('The bracket is drawn once the preliminaries are added to it.')).toBeInTheDocument();
  expect(toast).not.toHaveBeenCalled();
  view.unmount();
  renderBattle(
    createFakePlatform(answer(fakeApiFailure(500, 'Something went wrong', 'internal')), { toast }),
    '/battle/12/brackets',
  );
  await waitFor(() => expect(toast).toHaveBeenCalledWith('Something went wrong', 'error'));
});

test('a bracket the API answers with its levels but no sparring yet says when it comes, not a lone Final', async () => {
  const undrawn: Brackets = { ...bracketOf8(), left: [], right: [], final: null };
  renderBattle(createFakePlatform(api(undrawn)), '/battle/12/brackets');
  expect(await screen.findByText('The bracket is drawn once the preliminaries are added to it.')).toBeInTheDocument();
  expect(screen.queryByText(BRACKETS.final)).not.toBeInTheDocument();
  expect(screen.queryByText('VS')).not.toBeInTheDocument();
});

test('a battle that does not exist is not found', async () => {
  const notFound = jest.fn();
  renderBattle(
    createFakePlatform(() => null, { notFound }),
    '/battle/99/brackets',
  );
  await waitFor(() => expect(notFound).toHaveBeenCalled());
});

test('a spectator’s bracket follows the live stream: a won sparring shows and is announced without a reload', async () => {
  const live = installFakeEventSource();
  try {
    let shown = bracketOf8();
    const platform = createFakePlatform((call) => (call.route.name === 'battles.brackets' ? shown : api(shown)(call)));
    renderBattle(platform, '/battle/12/brackets');
    await screen.findByRole('heading', { level: 2, name: 'Top 8' });
    const stream = live.openAt('/api/battles/12/live')!;
    expect(stream).toBeDefined();
    shown = bracketOf8({ left: [[sparringOf(101, a!, h!, h!.id), sparringOf(102, d!, e!)], [sparringOf(105, h!, null)]] });
    // Another sparring's change of topic 'checkins' is not the bracket's business.
    const reads = () => callsTo(platform, 'battles.brackets').length;
    const before = reads();
    act(() => stream.emit({ topic: 'checkins' }, { id: '1' }));
    expect(reads()).toBe(before);
    act(() => stream.emit({ topic: 'sparring', id: 101 }, { id: '2' }));
    expect(await screen.findByText('— Winner: Squadron')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Squadron won a Top 8 sparring. Semi-final: Squadron vs ?');
  } finally {
    live.restore();
  }
});
