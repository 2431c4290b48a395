import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { UserProfile } from '@cypher/contracts';
import {
  areaAt,
  createFakePlatform,
  fakeApiFailure,
  fakeSessionUser,
  type FakeCall,
  type FakePlatform,
} from '@cypher/contracts/testing';
import AccountsRoutes from '../routes';
import { profileFixture } from '../test/profile-fixtures';

const me = profileFixture(7, {
  dancerName: 'Ana',
  birthday: '01/15/2000',
  country: 'FR',
  city: 'Lyon',
  canEdit: true,
  eventsAttended: 3,
  profiles: [
    { id: 7, dancerName: 'Ana', avatar: null },
    { id: 8, dancerName: 'Ana Crew', avatar: null },
  ],
  authProvider: 'password',
});
const second = profileFixture(8, { dancerName: 'Ana Crew', isMain: false, canEdit: true });

/** GET /user, GET /user/:id of both profiles, and successful saves echoing their fields. */
function settingsApi(extra: (call: FakeCall) => unknown = () => undefined) {
  return (call: FakeCall) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    if (call.route.name === 'users.me') return me;
    if (call.route.name === 'users.get') return [me, second].find((p) => p.id === call.input.params?.id) ?? null;
    if (call.route.name === 'users.update') return { ...me, ...(call.input.body as Partial<UserProfile>) };
    if (call.route.name === 'users.setMain') return { ...second, isMain: true };
    if (call.route.name === 'auth.changePassword') return { token: 'fresh-token' };
    return null;
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

async function setup(tabName: string, options: { provider?: 'password' | 'google'; answer?: (call: FakeCall) => unknown } = {}) {
  const toast = jest.fn();
  const session = {
    refresh: jest.fn(async () => null),
    signIn: jest.fn(async () => null),
    signOut: jest.fn(async () => undefined),
  };
  const base = createFakePlatform(settingsApi(options.answer), {
    toast,
    user: fakeSessionUser({ id: 7, authProvider: options.provider ?? 'password' }),
  });
  const platform: FakePlatform = { ...base, session: { ...base.session, ...session } };
  render(areaAt(AccountsRoutes, platform, `/profile-setting?tabName=${tabName}`, <Location />));
  // GET /user has answered: the section's panel is no longer busy.
  await waitFor(() => expect(document.querySelector('.ac-settings__panel')).toHaveAttribute('aria-busy', 'false'));
  const saved = (name: string) => platform.calls.filter((call) => call.route.name === name).map((call) => call.input);
  return { platform, toast, session, saved };
}

async function expectSavedToast(toast: jest.Mock, session: { refresh: jest.Mock }) {
  await waitFor(() => expect(toast).toHaveBeenCalledWith('Changes has been saved'));
  expect(session.refresh).toHaveBeenCalled();
}

test('the menu lists every section and Log out signs out', async () => {
  const { session } = await setup('stats');
  const menu = screen.getByRole('navigation', { name: 'Settings sections' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Profile', 'Contact / Social', 'Stats', 'Change Password', 'Other profiles']);
  expect(within(menu).getByRole('link', { name: 'Stats' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(within(menu).getByRole('link', { name: 'Contact / Social' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/profile-setting?tabName=contact');
  fireEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
  expect(session.signOut).toHaveBeenCalledTimes(1);
});

test('Profile saves names, birthday and location with the toast and a session refresh', async () => {
  const { toast, session, saved } = await setup('profile');
  const dancerName = await screen.findByLabelText('Dancer name*');
  fireEvent.change(dancerName, { target: { value: ' Ana Flow ' } });
  fireEvent.change(screen.getByLabelText('City*'), { target: { value: 'Paris' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expectSavedToast(toast, session);
  expect(saved('users.update')[0].body).toEqual({
    dancerName: 'Ana Flow',
    firstName: 'Ana',
    lastName: 'Lima',
    birthday: '01/15/2000',
    country: 'FR',
    state: null,
    city: 'Paris',
    avatar: null,
  });
});

test('Profile: the avatar is asked at twice the 200 px its preview is shown at, so it is sharp', async () => {
  await setup('profile', { answer: (call) => (call.route.name === 'users.me' ? { ...me, avatar: 12 } : undefined) });
  expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/images/12?w=400&h=400');
});

test('Profile: the birthday is masked and checked before saving', async () => {
  const { saved } = await setup('profile');
  const birthday = await screen.findByLabelText('Birthday*');
  fireEvent.change(birthday, { target: { value: '0230' } });
  expect(birthday).toHaveValue('02/30');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Date format mm/dd/yyyy')).toBeInTheDocument();
  fireEvent.change(birthday, { target: { value: `0101${new Date().getFullYear()}` } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter a correct date')).toBeInTheDocument();
  expect(birthday).toHaveAttribute('aria-invalid', 'true');
  expect(saved('users.update')).toHaveLength(0);
});

test('Contact / Social saves handles typed after their prefixes', async () => {
  const { toast, session, saved } = await setup('contact');
  fireEvent.change(await screen.findByLabelText('Instagram'), { target: { value: 'https://instagram.com/ana.flow' } });
  fireEvent.change(screen.getByLabelText('YouTube channel'), { target: { value: 'UC123' } });
  fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'ana.dance' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expectSavedToast(toast, session);
  expect(saved('users.update')[0].body).toEqual({
    socials: {
      email: null,
      facebook: null,
      instagram: 'ana.flow',
      twitter: null,
      youtube: 'UC123',
      website: 'https://ana.dance',
    },
  });
});

test('Stats saves one privacy switch per stat', async () => {
  const { toast, session, saved } = await setup('stats');
  const won = await screen.findByRole('switch', { name: 'Show battles won publicly' });
  expect(screen.getAllByRole('switch')).toHaveLength(5);
  expect(won).toBeChecked();
  fireEvent.click(won);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expectSavedToast(toast, session);
  expect(saved('users.update')[0].body).toEqual({
    privacy: { eventsAttended: true, battlesEntered: true, battlesWon: false, eventsDj: true, battlesJudged: true },
  });
});

test('Change Password checks the fields, then keeps the new token', async () => {
  const { toast, session, saved } = await setup('password');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
  fireEvent.change(screen.getByLabelText('Current password*'), { target: { value: 'old-secret-1' } });
  fireEvent.change(screen.getByLabelText('New password*'), { target: { value: 'new-secret-22' } });
  fireEvent.change(screen.getByLabelText('Confirm new password*'), { target: { value: 'new-secret-23' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords must be equal');
  fireEvent.change(screen.getByLabelText('Confirm new password*'), { target: { value: 'new-secret-22' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('fresh-token'));
  expect(toast).toHaveBeenCalledWith('Changes has been saved');
  expect(saved('auth.changePassword')[0].body).toEqual({ currentPassword: 'old-secret-1', newPassword: 'new-secret-22' });
  expect(screen.getByLabelText('Current password*')).toHaveValue('');
});

test('Change Password shows the server message of a failure', async () => {
  const { session } = await setup('password', {
    answer: (call) =>
      call.route.name === 'auth.changePassword' ? fakeApiFailure(401, 'Incorrect email or password', 'unauthorized') : undefined,
  });
  fireEvent.change(screen.getByLabelText('Current password*'), { target: { value: 'wrong' } });
  fireEvent.change(screen.getByLabelText('New password*'), { target: { value: 'new-secret-22' } });
  fireEvent.change(screen.getByLabelText('Confirm new password*'), { target: { value: 'new-secret-22' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  expect(session.signIn).not.toHaveBeenCalled();
});

test('Change Password is not offered to Google accounts', async () => {
  await setup('password', { provider: 'google' });
  expect(screen.getByText('Password change is not possible for your method of authentication')).toBeInTheDocument();
  expect(screen.queryByLabelText('Current password*')).not.toBeInTheDocument();
});

test('Other profiles: only the non-main one can be set as main or released', async () => {
  const { toast, session, saved } = await setup('profiles');
  const row = (await screen.findByRole('link', { name: 'Ana Crew' })).closest('li')!;
  const mainRow = screen.getByRole('link', { name: 'Ana' }).closest('li')!;
  expect(await within(mainRow).findByText('Main profile')).toBeInTheDocument();
  await within(row).findByRole('button', { name: 'Set as main: Ana Crew' });
  expect(within(mainRow).queryByRole('button')).not.toBeInTheDocument();
  expect(within(mainRow).queryByRole('link', { name: /Release/ })).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Release: Ana Crew' })).toHaveAttribute('href', '/release-profile/8');
  fireEvent.click(within(row).getByRole('button', { name: 'Set as main: Ana Crew' }));
  await expectSavedToast(toast, session);
  expect(saved('users.setMain')[0].params).toEqual({ id: 8 });
});
