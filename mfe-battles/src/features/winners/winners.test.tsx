import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Battle } from '@cypher/contracts';
import { BATTLES } from '@cypher/contracts/texts';
import { createFakePlatform, fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { battle, crew, dancer, editorEvent } from '../../test/battle-fixtures';
import { callsTo, renderBattle } from '../../test/render-battle';

const crews = [
  crew(1, 'Rock Steady', [{ id: 21, dancerName: 'Ana' }]),
  crew(2, 'Floor Lords', [{ id: 22, dancerName: 'Ben' }]),
  crew(3, 'Top Rockers', [{ id: 23, dancerName: 'Cy' }]),
  crew(4, 'Waiting', [{ id: 24, dancerName: 'Dee' }], { inWaitlist: true }),
];

function api(shown: Battle, saved: Battle) {
  return ({ route }: FakeCall) => (route.name === 'battles.get' ? shown : route.name === 'battles.saveWinners' ? saved : null);
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);

const slotLabels = (editor: HTMLElement) =>
  within(editor)
    .getAllByRole('combobox')
    .map((s) => (s as HTMLSelectElement).labels[0]?.textContent);

test('an event editor enters results: 1st and 2nd open, Add top 4 opens its two slots, one crew per slot; the results then show', async () => {
  const editable = battle({ event: editorEvent, crews });
  const saved = {
    ...editable,
    winners: [
      { place: 1, id: 2, name: 'Floor Lords', participants: [] },
      { place: 2, id: 1, name: 'Rock Steady', participants: [] },
      { place: 4, id: 3, name: 'Top Rockers', participants: [] },
    ],
  };
  const platform = createFakePlatform(api(editable, saved), { user: fakeSessionUser({ id: 1 }) });
  renderBattle(platform);
  const editor = await screen.findByRole('region', { name: BATTLES.addResults });
  expect(slotLabels(editor)).toEqual(['Add 1st Place', 'Add 2nd Place']);
  expect(within(editor).queryByRole('button', { name: BATTLES.cancel })).not.toBeInTheDocument();
  const first = within(editor).getByLabelText('Add 1st Place');
  fireEvent.change(first, { target: { value: '2' } });
  const second = within(editor).getByLabelText('Add 2nd Place');
  // The waitlist never competed; the crew already 1st is disabled here.
  expect(options(second)).toEqual(['Choose a crew', 'Rock Steady', 'Floor Lords (disabled)', 'Top Rockers']);
  fireEvent.change(second, { target: { value: '1' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Add top 4' }));
  // Top 4 is 3rd and 4th: two slots.
  // Spec: 'Add {title}' on each slot; the two Top 4 selects are told apart by their accessible names.
  expect(slotLabels(editor)).toEqual(['Add 1st Place', 'Add 2nd Place', 'Add Top 4', 'Add Top 4']);
  expect(
    within(editor)
      .getAllByRole('combobox')
      .map((select) => select.getAttribute('aria-label')),
  ).toEqual([null, null, 'Add Top 4 (1)', 'Add Top 4 (2)']);
  expect(within(editor).getByRole('button', { name: 'Add top 8' })).toBeInTheDocument();
  fireEvent.change(within(editor).getByLabelText('Add Top 4 (1)'), { target: { value: '3' } });
  fireEvent.click(within(editor).getByRole('button', { name: BATTLES.save }));
  const winners = await screen.findByRole('region', { name: /Winners/ });
  expect([...winners.querySelectorAll('.bt-entry__name')].map((n) => n.textContent)).toEqual([
    'Floor Lords',
    'Rock Steady',
    'Top Rockers',
  ]);
  expect(callsTo(platform, 'battles.saveWinners')[0].input.body).toEqual([
    { id: 2, place: 1 },
    { id: 1, place: 2 },
    { id: 3, place: 4 },
  ]);
  // With winners, the editor reopens with Cancel.
  fireEvent.click(within(winners).getByRole('button', { name: 'Edit results' }));
  fireEvent.click(await screen.findByRole('button', { name: BATTLES.cancel }));
  expect(await screen.findByRole('region', { name: /Winners/ })).toBeInTheDocument();
});

test('a 1 vs 1 battle places dancers', async () => {
  const solo = battle({ event: editorEvent, crewSize: 1, participants: [dancer(31, 'Kid Flash'), dancer(32, 'B-Girl Nova')] });
  renderBattle(createFakePlatform(api(solo, solo), { user: fakeSessionUser({ id: 1 }) }));
  const editor = await screen.findByRole('region', { name: BATTLES.addResults });
  expect(options(within(editor).getByLabelText('Add 1st Place'))).toEqual(['Choose a dancer', 'Kid Flash', 'B-Girl Nova']);
});

test('visitors see no editor while there are no winners', async () => {
  renderBattle(createFakePlatform(api(battle({ crews }), battle())));
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.queryByRole('region', { name: BATTLES.addResults })).not.toBeInTheDocument());
});

test('editing saved results keeps every entry, two crews at Top 4 included', async () => {
  const withResults = battle({
    event: editorEvent,
    crews: [...crews, crew(5, 'Fifth Element', [{ id: 25, dancerName: 'Eve' }])],
    winners: [
      { place: 1, id: 1, name: 'Rock Steady', participants: [] },
      { place: 2, id: 2, name: 'Floor Lords', participants: [] },
      { place: 4, id: 3, name: 'Top Rockers', participants: [] },
      { place: 4, id: 5, name: 'Fifth Element', participants: [] },
    ],
  });
  const platform = createFakePlatform(api(withResults, withResults), { user: fakeSessionUser({ id: 1 }) });
  renderBattle(platform);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit results' }));
  const editor = await screen.findByRole('region', { name: BATTLES.addResults });
  expect((within(editor).getByLabelText('Add Top 4 (1)') as HTMLSelectElement).value).toBe('3');
  expect((within(editor).getByLabelText('Add Top 4 (2)') as HTMLSelectElement).value).toBe('5');
  fireEvent.click(within(editor).getByRole('button', { name: BATTLES.save }));
  await waitFor(() => expect(callsTo(platform, 'battles.saveWinners')).toHaveLength(1));
  expect(callsTo(platform, 'battles.saveWinners')[0].input.body).toEqual([
    { id: 1, place: 1 },
    { id: 2, place: 2 },
    { id: 3, place: 4 },
    { id: 5, place: 4 },
  ]);
});
