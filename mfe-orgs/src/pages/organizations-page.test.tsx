import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ORG_IMAGE, ORG_SEARCH_DEBOUNCE_MS } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import {
  areaAt,
  createFakePlatform,
  fakeSessionUser,
  installFakeIntersectionObserver,
  type FakePlatform,
} from '@cypher/contracts/testing';
import OrgsRoutes from '../routes';
import { orgItem, orgsApi } from '../test/org-fixtures';

const orgs = [orgItem(1, 'Bronx Breakers'), orgItem(2, 'Lyon Rockers'), orgItem(3, 'Seoul Style')];
const dancer = fakeSessionUser({ id: 7, dancerName: 'B-Girl Ana' });

function renderOrgs(platform: FakePlatform) {
  return render(areaAt(OrgsRoutes, platform, '/organizations'));
}

const section = (title: string) => screen.getByRole('region', { name: title });
const listQueries = (platform: FakePlatform) => platform.calls.map((call) => call.input.query);

let observer: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  observer = installFakeIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  jest.useRealTimers();
});

test('lists all organizations as cards with members and events; signed out there is no My organizations', async () => {
  const platform = createFakePlatform(orgsApi(orgs));
  renderOrgs(platform);
  const card = (await screen.findByRole('link', { name: 'Lyon Rockers' })).closest('li')!;
  expect(within(card).getByText('6 members')).toBeInTheDocument();
  expect(within(card).getByText('Happening').nextSibling).toHaveTextContent('1');
  expect(within(card).getByText('Upcoming').nextSibling).toHaveTextContent('2');
  expect(within(card).getByText('Past').nextSibling).toHaveTextContent('3');
  expect(screen.getByRole('link', { name: 'Lyon Rockers' })).toHaveAttribute('href', '/organization/2');
  expect(screen.queryByRole('region', { name: ORGANIZATIONS.mine })).not.toBeInTheDocument();
  expect(listQueries(platform)).toEqual([{ p: 0, pp: 100, k: undefined }]);
});

test('organization images come in the sizes a card or the list’s circle needs, with their box kept', async () => {
  renderOrgs(createFakePlatform(orgsApi([orgItem(4, 'Paris Poppers', { image: 40 })])));
  const card = (await screen.findByRole('link', { name: 'Paris Poppers' })).closest('li')!;
  const image = card.querySelector('img')!;
  expect(image).toHaveAttribute('src', '/api/images/40?w=300&h=300');
  expect(image.getAttribute('srcset')).toContain('/api/images/40?w=600&h=600 600w');
  // The widths the grid draws it at (e2e/image-sizes.spec.ts holds them to the layout).
  expect(image.getAttribute('sizes')).toBe(ORG_IMAGE.card.sizes);
  // The first row's images are the page's largest paint: asked for at once, not when laid out.
  expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
    '300',
    '300',
    'eager',
  ]);
  expect(image).toHaveAttribute('fetchpriority', 'high');
  fireEvent.click(within(section(ORGANIZATIONS.all)).getByRole('button', { name: 'List' }));
  const circle = within(section(ORGANIZATIONS.all)).getByRole('table').querySelector('img')!;
  expect(circle).toHaveAttribute('src', '/api/images/40?w=32&h=32');
  expect(circle).toHaveAttribute('srcset', '/api/images/40?w=32&h=32 32w, /api/images/40?w=64&h=64 64w');
  expect(circle).toHaveAttribute('width', '32');
});

test('the grid/list toggle shows a table with name and number of members', async () => {
  renderOrgs(createFakePlatform(orgsApi(orgs)));
  await screen.findByRole('link', { name: 'Seoul Style' });
  const all = section(ORGANIZATIONS.all);
  expect(within(all).queryByRole('table')).not.toBeInTheDocument();
  fireEvent.click(within(all).getByRole('button', { name: 'List' }));
  expect(within(all).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const table = within(all).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Members']);
  const row = within(table).getByRole('link', { name: 'Seoul Style' }).closest('tr')!;
  expect(within(row).getByText('9')).toBeInTheDocument();
  fireEvent.click(within(all).getByRole('button', { name: 'Grid' }));
  expect(within(all).queryByRole('table')).not.toBeInTheDocument();
});

test('searches 500 ms after the last keystroke', async () => {
  jest.useFakeTimers();
  const platform = createFakePlatform(orgsApi(orgs));
  renderOrgs(platform);
  await screen.findByRole('link', { name: 'Bronx Breakers' });
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lyon' } });
  act(() => jest.advanceTimersByTime(ORG_SEARCH_DEBOUNCE_MS - 1));
  expect(listQueries(platform).some((query) => query?.k)).toBe(false);
  await act(async () => jest.advanceTimersByTime(1));
  expect(listQueries(platform).at(-1)).toEqual({ p: 0, pp: 100, k: 'lyon' });
  expect(await screen.findByRole('link', { name: 'Lyon Rockers' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Bronx Breakers' })).not.toBeInTheDocument();
});

test('an anonymous visitor pressing Create Organization is sent to Signup with a redirect back', async () => {
  const requireLogin = jest.fn();
  renderOrgs(createFakePlatform(orgsApi(orgs), { requireLogin }));
  fireEvent.click(await screen.findByRole('button', { name: ORGANIZATIONS.create }));
  expect(requireLogin).toHaveBeenCalledWith('/organizations', 'signup');
});

test('a signed-in dancer with organizations sees My organizations', async () => {
  const platform = createFakePlatform(orgsApi(orgs, { [dancer.id]: [orgItem(9, 'Ana Crew HQ')] }), { user: dancer });
  renderOrgs(platform);
  const mine = await screen.findByRole('region', { name: ORGANIZATIONS.mine });
  expect(await within(mine).findByRole('link', { name: 'Ana Crew HQ' })).toBeInTheDocument();
  expect(within(section(ORGANIZATIONS.all)).queryByRole('link', { name: 'Ana Crew HQ' })).not.toBeInTheDocument();
  expect(listQueries(platform)).toContainEqual({ p: 0, pp: 100, u: dancer.id });
});

test('the drafts an admin sees are marked, and one without a name yet is untitled', async () => {
  const drafts = [orgItem(9, '', { status: 'draft' }), orgItem(10, 'Ana Crew HQ', { status: 'draft' })];
  renderOrgs(createFakePlatform(orgsApi(orgs, { [dancer.id]: drafts }), { user: dancer }));
  const mine = await screen.findByRole('region', { name: ORGANIZATIONS.mine });
  expect(await within(mine).findByRole('link', { name: 'Untitled organization · Draft' })).toBeInTheDocument();
  expect(within(mine).getByRole('link', { name: 'Ana Crew HQ · Draft' })).toBeInTheDocument();
  expect(within(section(ORGANIZATIONS.all)).getByRole('link', { name: 'Bronx Breakers' })).toBeInTheDocument();
});

test('a signed-in dancer without organizations has no My organizations section', async () => {
  renderOrgs(createFakePlatform(orgsApi(orgs), { user: dancer }));
  await screen.findByRole('link', { name: 'Bronx Breakers' });
  expect(screen.queryByRole('region', { name: ORGANIZATIONS.mine })).not.toBeInTheDocument();
});

test('scrolling near the end loads the next hundred', async () => {
  const many = Array.from({ length: 130 }, (_, i) => orgItem(i + 1, `Org ${i + 1}`));
  const platform = createFakePlatform(orgsApi(many));
  renderOrgs(platform);
  await screen.findByRole('link', { name: 'Org 100' });
  act(() => observer.reachEnd());
  expect(await screen.findByRole('link', { name: 'Org 130' })).toBeInTheDocument();
  expect(listQueries(platform).map((query) => query?.p)).toEqual([0, 1]);
});

test('only the first row of cards loads its images at once; the rest wait until they near the view', async () => {
  const many = [1, 2, 3, 4, 5, 6].map((id) => orgItem(id, `Crew ${id}`, { image: id * 10 }));
  renderOrgs(createFakePlatform(orgsApi(many)));
  await screen.findByRole('link', { name: 'Crew 6' });
  const loading = [...section(ORGANIZATIONS.all).querySelectorAll('img.og-card__image')].map((img) =>
    img.getAttribute('loading'),
  );
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy']);
});
