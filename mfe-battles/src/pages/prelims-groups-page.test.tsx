import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PRELIMS } from '@cypher/contracts/texts';
import { createFakePlatform } from '@cypher/contracts/testing';
import { group, prelimsApi, prelimsBattle, prelimsResult, soloEntry } from '../test/prelims-fixtures';
import { callsTo, renderBattle } from '../test/render-battle';

const entries = [1, 2, 3, 4, 5].map((id) => soloEntry(id, `Dancer ${id}`));
const grouped = prelimsResult({
  entries,
  groups: [group(5, 1, [{ id: 1, name: 'Dancer 1' }]), group(6, 2, [{ id: 2, name: 'Dancer 2' }])],
});

test("the battle's editors split the checked-in dancers into groups and land on the groups view", async () => {
  const platform = createFakePlatform(prelimsApi(prelimsBattle({ canEdit: true }), prelimsResult({ entries }), () => grouped));
  renderBattle(platform, '/battle/12/prelims/groups');
  expect(await screen.findByRole('heading', { level: 2, name: PRELIMS.createGroups })).toBeInTheDocument();
  expect(screen.getByText('5 checked-in participants are split into groups at random.')).toBeInTheDocument();
  const amount = screen.getByRole('spinbutton', { name: 'Number of groups' });
  expect(amount).toHaveValue(2);
  // One group is no grouping, and never more groups than dancers.
  for (const bad of ['1', '6', '2.5', '']) {
    fireEvent.change(amount, { target: { value: bad } });
    expect(screen.getByRole('button', { name: PRELIMS.createGroups })).toBeDisabled();
    // The off button says why, naming the field.
    expect(screen.getByRole('alert')).toHaveTextContent('Number of groups: a whole number from 2 to 5');
    expect(amount).toHaveAccessibleDescription(/a whole number from 2 to 5/);
  }
  fireEvent.change(amount, { target: { value: '2' } });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: PRELIMS.createGroups }));
  expect(await screen.findByRole('navigation', { name: 'View' })).toBeInTheDocument();
  expect(callsTo(platform, 'prelims.createGroups')[0]!.input.body).toEqual({ amount: 2, type: 'random' });
  expect(screen.getByRole('link', { name: 'Group 1' })).toBeInTheDocument();
});

test('a failed request stays on the form', async () => {
  const platform = createFakePlatform(prelimsApi(prelimsBattle({ canEdit: true }), prelimsResult({ entries }), () => null));
  renderBattle(platform, '/battle/12/prelims/groups');
  fireEvent.click(await screen.findByRole('button', { name: PRELIMS.createGroups }));
  await waitFor(() => expect(callsTo(platform, 'prelims.createGroups')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: PRELIMS.createGroups })).toBeEnabled());
  expect(screen.getByRole('heading', { level: 2, name: PRELIMS.createGroups })).toBeInTheDocument();
});

test('anyone else is told only the battle’s editors create groups', async () => {
  renderBattle(createFakePlatform(prelimsApi(prelimsBattle(), prelimsResult({ entries }))), '/battle/12/prelims/groups');
  expect(await screen.findByText('Only the battle’s editors can create groups.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: PRELIMS.createGroups })).toBeNull();
});
