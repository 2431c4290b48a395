import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERRORS, ORGANIZATIONS } from '@cypher/contracts/texts';
import { createFakePlatform, fakeMemberCard, fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { answerBy, chip, organization, renderAt } from '../../test/organization-fixtures';

const dancer = fakeSessionUser({ id: 1, dancerName: 'Admin One' });

function wizardApi(status: 'draft' | 'published') {
  let org = organization({ status, name: '', canEdit: true });
  const users = [fakeMemberCard(1, 'Admin One'), fakeMemberCard(2, 'Bea'), fakeMemberCard(3, 'Bee Boy')];
  return answerBy({
    'orgs.get': () => org,
    'orgs.update': ({ input }) => (org = { ...org, ...(input.body as object) }),
    'orgs.addRole': ({ input }) => {
      const { userId, role } = input.body as { userId: number; role: 'admin' | 'promoter' };
      const user = chip(userId, users.find((u) => u.id === userId)!.dancerName);
      org = role === 'admin' ? { ...org, admins: [...org.admins, user] } : { ...org, promoters: [...org.promoters, user] };
      return org;
    },
    // The API leaves out `ex`; the test checks the picker asked it to.
    'users.list': ({ input }) => {
      const query = input.query as { k: string; ex?: string };
      const excluded = (query.ex ?? '').split(',').map(Number);
      return users.filter((u) => u.dancerName.toLowerCase().includes(query.k.toLowerCase()) && !excluded.includes(u.id));
    },
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });

afterEach(() => jest.useRealTimers());

test('Next is disabled until the organization has a name; the name is saved on leaving step 1', async () => {
  const platform = createFakePlatform(wizardApi('draft'), { user: dancer });
  renderAt(platform, '/create-organization-organization/5');
  const name = await screen.findByLabelText('Organization name*');
  expect(next()).toBeDisabled();
  fireEvent.change(name, { target: { value: '   ' } });
  expect(next()).toBeDisabled();
  fireEvent.change(name, { target: { value: ' Queens Cypher ' } });
  expect(next()).toBeEnabled();
  fireEvent.click(next());
  expect(await screen.findByRole('heading', { name: 'Admins' })).toBeInTheDocument();
  expect(platform.calls.find((c) => c.route.name === 'orgs.update')?.input.body).toEqual({ name: 'Queens Cypher', image: null });
});

test('a draft ends with Publish, which publishes and opens the organization', async () => {
  const platform = createFakePlatform(wizardApi('draft'), { user: dancer });
  renderAt(platform, '/create-organization-organization/5');
  fireEvent.change(await screen.findByLabelText('Organization name*'), { target: { value: 'Queens Cypher' } });
  fireEvent.click(next());
  await screen.findByRole('heading', { name: 'Admins' });
  fireEvent.click(next());
  await screen.findByRole('heading', { name: 'Promoters' });
  const publish = await screen.findByRole('button', { name: ORGANIZATIONS.publish });
  expect(screen.queryByRole('button', { name: ORGANIZATIONS.done })).not.toBeInTheDocument();
  fireEvent.click(publish);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/organization\/5$/));
  expect(platform.calls.filter((c) => c.route.name === 'orgs.update').at(-1)?.input.body).toEqual({ status: 'published' });
});

test('a published organization ends with Done and is not published again', async () => {
  const platform = createFakePlatform(wizardApi('published'), { user: dancer });
  renderAt(platform, '/create-organization-organization/5');
  fireEvent.change(await screen.findByLabelText('Organization name*'), { target: { value: 'Queens Cypher' } });
  fireEvent.click(next());
  await screen.findByRole('heading', { name: 'Admins' });
  fireEvent.click(next());
  await screen.findByRole('heading', { name: 'Promoters' });
  fireEvent.click(await screen.findByRole('button', { name: ORGANIZATIONS.done }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/organization\/5$/));
  expect(platform.calls.filter((c) => c.route.name === 'orgs.update')).toHaveLength(1);
});

test('the admin search leaves out chosen users; a pick becomes a chip and a role call', async () => {
  jest.useFakeTimers();
  const platform = createFakePlatform(wizardApi('draft'), { user: dancer });
  renderAt(platform, '/create-organization-organization/5');
  fireEvent.change(await screen.findByLabelText('Organization name*'), { target: { value: 'Queens Cypher' } });
  fireEvent.click(next());
  await screen.findByRole('heading', { name: 'Admins' });
  const search = await screen.findByRole('combobox', { name: 'Add an admin' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'be' } });
  await act(async () => jest.advanceTimersByTime(300));
  const option = await screen.findByRole('option', { name: 'Bea' });
  const asked = platform.calls.filter((c: FakeCall) => c.route.name === 'users.list').at(-1)!.input.query;
  expect(asked).toMatchObject({ k: 'be', ex: '1', pp: 100 });
  expect(screen.queryByRole('option', { name: 'Admin One' })).not.toBeInTheDocument();
  fireEvent.click(option);
  const chips = await screen.findByRole('list', { name: 'Add an admin' });
  await waitFor(() => expect(chips).toHaveTextContent('Bea'));
  expect(platform.calls.find((c) => c.route.name === 'orgs.addRole')?.input.body).toEqual({ userId: 2, role: 'admin' });
  // Bea is chosen now: the next search excludes her too.
  fireEvent.change(search, { target: { value: 'bee' } });
  await act(async () => jest.advanceTimersByTime(300));
  await screen.findByRole('option', { name: 'Bee Boy' });
  expect(platform.calls.filter((c) => c.route.name === 'users.list').at(-1)!.input.query).toMatchObject({ ex: '1,2' });
  // Leaving the field clears the results after 300 ms.
  fireEvent.blur(search);
  await act(async () => jest.advanceTimersByTime(300));
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('a signed-out visitor is sent to log in and brought back to the wizard', () => {
  const requireLogin = jest.fn();
  renderAt(createFakePlatform(wizardApi('draft'), { requireLogin }), '/create-organization-organization/5');
  expect(requireLogin).toHaveBeenCalledWith('/create-organization-organization/5', 'login');
});

test('step 1 uploads a png or jpeg through the host and saves its id; a file over 10 MB is refused', async () => {
  const toast = jest.fn();
  const api = wizardApi('draft');
  const platform = createFakePlatform((call) => (call.route.name === 'images.upload' ? { id: 77 } : api(call)), {
    user: dancer,
    toast,
  });
  renderAt(platform, '/create-organization-organization/5');
  const file = await screen.findByLabelText('Organization image', { selector: 'input' });
  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 10_000_001 });
  fireEvent.change(file, { target: { files: [big] } });
  expect(toast).toHaveBeenCalledWith(ERRORS.imageTooLarge, 'error');
  fireEvent.change(file, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
  expect(await screen.findByRole('img', { name: 'Organization image' })).toHaveAttribute('src', '/api/images/77?w=300&h=300');
  fireEvent.change(screen.getByLabelText('Organization name*'), { target: { value: 'Queens Cypher' } });
  fireEvent.click(next());
  await screen.findByRole('heading', { name: 'Admins' });
  expect(platform.calls.find((c) => c.route.name === 'orgs.update')?.input.body).toEqual({ name: 'Queens Cypher', image: 77 });
});
