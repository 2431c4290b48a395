import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { areaAt, createFakePlatform, fakeSessionUser, type FakePlatform } from '@cypher/contracts/testing';
import AccountsRoutes from '../routes';
import { profileApi, profileFixture } from '../test/profile-fixtures';

function renderProfile(platform: FakePlatform, id = 7) {
  return render(areaAt(AccountsRoutes, platform, `/profile/${id}`));
}

const noEvents = { now: 0, past: 0, future: 0, draft: 0 };
const eventQueries = (platform: FakePlatform) =>
  platform.calls.filter((call) => call.route.name === 'events.list').map((call) => call.input.query);

test('the header shows who the dancer is and only the stats that arrived', async () => {
  const profile = profileFixture(7, {
    dancerName: 'B-Girl Ana',
    birthday: '01/15/2000',
    city: 'Lyon',
    country: 'FR',
    isPatron: true,
    socials: { email: null, facebook: null, instagram: 'ana', twitter: null, youtube: null, website: null },
    // battlesWon and the others are private: the API leaves them out.
    eventsAttended: 12,
    battlesEntered: 4,
  });
  renderProfile(createFakePlatform(profileApi(profile, noEvents)));
  const header = (await screen.findByRole('heading', { level: 1, name: /B-Girl Ana/ })).closest('header')!;
  expect(within(header).getByRole('img', { name: 'France' })).toBeInTheDocument();
  expect(within(header).getByText('Patron')).toBeInTheDocument();
  expect(within(header).getByText(/^Ana Lima, \d+$/)).toBeInTheDocument();
  expect(within(header).getByText('Lyon, France')).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/ana');
  expect(within(header).getByText('Events attended').nextSibling).toHaveTextContent('12');
  expect(within(header).getByText('Battles entered')).toBeInTheDocument();
  expect(within(header).queryByText('Battles won')).not.toBeInTheDocument();
  expect(within(header).queryByText('Battles judged')).not.toBeInTheDocument();
  // A visitor has no Settings.
  expect(within(header).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
});

test('the avatar is 100 px with the 200 px copy for sharp screens only', async () => {
  renderProfile(createFakePlatform(profileApi(profileFixture(7, { dancerName: 'B-Girl Ana', avatar: 21 }), noEvents)));
  const avatar = await screen.findByRole('img', { name: 'Avatar of B-Girl Ana' });
  expect(avatar).toHaveAttribute('src', '/api/images/21?w=100&h=100');
  expect(avatar).toHaveAttribute('srcset', '/api/images/21?w=100&h=100 100w, /api/images/21?w=200&h=200 200w');
  expect([avatar.getAttribute('sizes'), avatar.getAttribute('width'), avatar.getAttribute('height')]).toEqual([
    '100px',
    '100',
    '100',
  ]);
});

test('the owner acting as the profile gets Settings', async () => {
  const platform = createFakePlatform(profileApi(profileFixture(7, { canEdit: true }), noEvents), {
    user: fakeSessionUser({ id: 7 }),
  });
  renderProfile(platform);
  expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile-setting');
});

test('another profile of the owner’s account gets Settings that opens them acting as that profile', async () => {
  const navigate = jest.fn();
  const base = createFakePlatform(profileApi(profileFixture(8, { canEdit: true }), noEvents), {
    user: fakeSessionUser({ id: 7 }),
    navigate,
  });
  const switchProfile = jest.fn(async () => undefined);
  const platform = { ...base, session: { ...base.session, switchProfile } };
  renderProfile(platform, 8);
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  expect(navigate).toHaveBeenCalledWith('/profile-setting');
  expect(switchProfile).toHaveBeenCalledWith(8);
});

test('the owner acting as the profile finds their calendar feed under Events; a visitor does not', async () => {
  const navigate = jest.fn();
  const platform = createFakePlatform(profileApi(profileFixture(7), noEvents), { user: fakeSessionUser({ id: 7 }), navigate });
  const view = renderProfile(platform);
  const feed = await screen.findByRole('link', { name: 'Add my events to a calendar app' });
  expect(feed).toHaveAttribute('href', '/events/calendar#calendar-apps');
  fireEvent.click(feed);
  expect(navigate).toHaveBeenCalledWith('/events/calendar#calendar-apps');
  view.unmount();
  renderProfile(createFakePlatform(profileApi(profileFixture(7), noEvents), { user: fakeSessionUser({ id: 9 }) }));
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('link', { name: 'Add my events to a calendar app' })).not.toBeInTheDocument();
});

test('event sub-tabs appear only with events, the first one open, drafts hidden from visitors', async () => {
  const platform = createFakePlatform(profileApi(profileFixture(7), { now: 0, past: 2, future: 3, draft: 4 }));
  renderProfile(platform);
  const tabs = await screen.findByRole('tablist', { name: 'Events by period' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Past', 'Upcoming']);
  expect(within(tabs).getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('past 2')).toBeInTheDocument();
  expect(eventQueries(platform)[0]).toEqual({ u: 7, t: 'past', s: 'date-desc', p: 0, pp: 5 });
  // Keyboard: the right arrow moves to and opens Upcoming, sorted soonest first.
  fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Past' }), { key: 'ArrowRight' });
  expect(within(tabs).getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
  expect(await screen.findByText('future 3')).toBeInTheDocument();
  expect(eventQueries(platform).at(-1)).toMatchObject({ t: 'future', s: 'date-asc' });
  expect(eventQueries(platform).some((query) => query?.st === 'draft')).toBe(false);
});

test('the owner sees Drafts, asked as drafts latest first', async () => {
  const platform = createFakePlatform(profileApi(profileFixture(7, { canEdit: true }), { ...noEvents, draft: 1 }), {
    user: fakeSessionUser({ id: 7 }),
  });
  renderProfile(platform);
  const drafts = await screen.findByRole('tab', { name: 'Drafts' });
  expect(drafts).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('draft 1')).toBeInTheDocument();
  expect(eventQueries(platform)[0]).toEqual({ u: 7, st: 'draft', s: 'created-desc', p: 0, pp: 5 });
});

test('events come 5 at a time with pagination', async () => {
  const platform = createFakePlatform(profileApi(profileFixture(7), { ...noEvents, now: 12 }));
  renderProfile(platform);
  expect(await screen.findByText('now 5')).toBeInTheDocument();
  const list = screen.getByText('now 1').closest('ul')!;
  expect(within(list).getAllByRole('link')).toHaveLength(5);
  expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/event/1');
  const pages = screen.getByRole('navigation', { name: 'Events pages' });
  expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
  fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('now 12')).toBeInTheDocument();
  expect(screen.queryByText('now 5')).not.toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(eventQueries(platform).at(-1)).toEqual({ u: 7, t: 'now', s: 'date-asc', p: 2, pp: 5 });
  fireEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
  expect(await screen.findByText('now 10')).toBeInTheDocument();
});

test('badges are faded until reached and the 100 badge has a crown', async () => {
  renderProfile(createFakePlatform(profileApi(profileFixture(7, { eventsAttended: 40 }), noEvents)));
  fireEvent.click(await screen.findByRole('tab', { name: 'Badges' }));
  expect(screen.getByRole('tab', { name: 'Badges' })).toHaveAttribute('aria-selected', 'true');
  // The medal's colour fades, not the whole badge: its label stays readable and says 'Locked'.
  const fill = (threshold: number) => screen.getByTestId(`badge-${threshold}`).querySelector('.ac-badge__fill');
  for (const reached of [1, 10, 40]) {
    expect(fill(reached)).not.toHaveStyle({ opacity: '0.3' });
    expect(within(screen.getByTestId(`badge-${reached}`)).queryByText('Locked')).not.toBeInTheDocument();
  }
  for (const faded of [80, 100]) {
    expect(screen.getByTestId(`badge-${faded}`)).not.toHaveStyle({ opacity: '0.3' });
    expect(fill(faded)).toHaveStyle({ opacity: '0.3' });
    expect(within(screen.getByTestId(`badge-${faded}`)).getByText('Locked')).toBeInTheDocument();
  }
  expect(screen.getByTestId('badge-80')).toHaveTextContent('80 events attended, not reached yet');
  expect(within(screen.getByTestId('badge-100')).getByText('👑')).toBeInTheDocument();
  expect(within(screen.getByTestId('badge-80')).queryByText('👑')).not.toBeInTheDocument();
});

test('the player card shows the photo; the owner uploads a new one and it is saved', async () => {
  const toast = jest.fn();
  const profile = profileFixture(7, { canEdit: true, card: 3 });
  const base = profileApi(profile, noEvents);
  const platform = createFakePlatform(
    (call) => {
      if (call.route.name === 'images.upload') return { id: 44 };
      if (call.route.name === 'users.update') return { ...profile, ...(call.input.body as object) };
      return base(call);
    },
    { user: fakeSessionUser({ id: 7 }), toast },
  );
  renderProfile(platform);
  fireEvent.click(await screen.findByRole('tab', { name: 'Player Card' }));
  // Asked at twice the 320 × 448 it is shown at, as a visitor's card is.
  expect(screen.getByRole('img', { name: 'Player card of Dancer 7' })).toHaveAttribute('src', '/api/images/3?w=640&h=896');
  const file = new File(['x'], 'card.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Player card of Dancer 7', { selector: 'input' }), { target: { files: [file] } });
  expect(await screen.findByRole('img', { name: 'Player card of Dancer 7' })).toHaveAttribute(
    'src',
    expect.stringContaining('/images/44'),
  );
  expect(platform.calls.find((call) => call.route.name === 'users.update')?.input.body).toEqual({ card: 44 });
  expect(toast).toHaveBeenCalledWith('Changes has been saved');
});

test('a visitor sees the card but cannot upload', async () => {
  renderProfile(createFakePlatform(profileApi(profileFixture(7, { card: 3 }), noEvents)));
  fireEvent.click(await screen.findByRole('tab', { name: 'Player Card' }));
  expect(screen.getByRole('img', { name: 'Player card of Dancer 7' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('an unknown profile reports not found', async () => {
  const notFound = jest.fn();
  renderProfile(createFakePlatform(profileApi(null, noEvents), { notFound }), 999);
  await waitFor(() => expect(notFound).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});
