import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MEMBER_SEARCH_DELAY_MS } from '@cypher/contracts';
import { EMPTY } from '@cypher/contracts/texts';
import {
  areaAt,
  createFakePlatform,
  fakeMemberCard,
  installFakeIntersectionObserver,
  type FakePlatform,
} from '@cypher/contracts/testing';
import AccountsRoutes from '../routes';
import { directoryApi } from '../test/member-fixtures';

// 60 dancers: more than one page of 50, so the directory has a second page to scroll to.
const members = Array.from({ length: 60 }, (_, i) =>
  fakeMemberCard(
    i + 1,
    `Dancer ${String(i + 1).padStart(2, '0')}`,
    i === 0 ? { birthday: '01/15/2000', city: 'Lyon', country: 'FR', isPatron: true, battlesWon: 3 } : {},
  ),
);

function renderMembers(platform: FakePlatform) {
  return render(areaAt(AccountsRoutes, platform, '/members'));
}

const listCalls = (platform: FakePlatform) =>
  platform.calls.filter((call) => call.route.name === 'users.list').map((call) => call.input.query);
const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link').textContent);

let observer: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  observer = installFakeIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  jest.useRealTimers();
});

test('shows the first page A-Z with the member count in the search box and card details', async () => {
  const platform = createFakePlatform(directoryApi(members));
  renderMembers(platform);
  expect(await screen.findByPlaceholderText('Search 60 cards')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Dancer 01' })).toHaveAttribute('href', '/profile/1');
  expect(cardNames()).toHaveLength(50);
  expect(cardNames()[0]).toBe('Dancer 01');
  const first = screen.getByRole('link', { name: 'Dancer 01' }).closest('li')!;
  expect(within(first).getByText('Patron')).toBeInTheDocument();
  expect(within(first).getByText(/Lyon, France/)).toBeInTheDocument();
  expect(within(first).getByText(/^, \d+$/)).toBeInTheDocument();
  expect(listCalls(platform)[0]).toEqual({ p: 0, pp: 50, sb: 'name-asc', k: undefined });
});

test('the Sort by toggle flips to Z-A and back, restarting the list', async () => {
  const platform = createFakePlatform(directoryApi(members));
  renderMembers(platform);
  await screen.findByRole('link', { name: 'Dancer 01' });
  fireEvent.click(screen.getByRole('button', { name: 'A-Z' }));
  expect(await screen.findByRole('link', { name: 'Dancer 60' })).toBeInTheDocument();
  expect(cardNames()[0]).toBe('Dancer 60');
  expect(listCalls(platform).at(-1)).toMatchObject({ p: 0, sb: 'name-desc' });
  fireEvent.click(screen.getByRole('button', { name: 'Z-A' }));
  expect(await screen.findByRole('link', { name: 'Dancer 01' })).toBeInTheDocument();
});

test('asks again only 600 ms after the last keystroke', async () => {
  jest.useFakeTimers();
  const platform = createFakePlatform(directoryApi(members));
  renderMembers(platform);
  await screen.findByRole('link', { name: 'Dancer 01' });
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'Dancer 5' } });
  act(() => jest.advanceTimersByTime(MEMBER_SEARCH_DELAY_MS - 100));
  fireEvent.change(box, { target: { value: 'Dancer 55' } });
  act(() => jest.advanceTimersByTime(MEMBER_SEARCH_DELAY_MS - 1));
  expect(listCalls(platform).some((query) => query?.k)).toBe(false);
  await act(async () => jest.advanceTimersByTime(1));
  expect(listCalls(platform).filter((query) => query?.k)).toEqual([{ p: 0, pp: 50, sb: 'name-asc', k: 'Dancer 55' }]);
  expect(await screen.findByRole('link', { name: 'Dancer 55' })).toBeInTheDocument();
  expect(cardNames()).toEqual(['Dancer 55']);
});

test('a search with no dancers shows the empty state and a removable keyword chip', async () => {
  const platform = createFakePlatform(directoryApi(members));
  renderMembers(platform);
  await screen.findByRole('link', { name: 'Dancer 01' });
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
  expect(await screen.findByText(EMPTY.members, {}, { timeout: 2000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove “nobody”' }));
  expect(await screen.findByRole('link', { name: 'Dancer 01' }, { timeout: 2000 })).toBeInTheDocument();
});

test('scrolling near the end loads the next page once and stops at the last one', async () => {
  const platform = createFakePlatform(directoryApi(members));
  renderMembers(platform);
  await screen.findByRole('link', { name: 'Dancer 50' });
  expect(screen.queryByRole('link', { name: 'Dancer 51' })).not.toBeInTheDocument();
  act(() => observer.reachEnd());
  expect(await screen.findByRole('link', { name: 'Dancer 60' })).toBeInTheDocument();
  expect(cardNames()).toHaveLength(60);
  expect(listCalls(platform).map((query) => query?.p)).toEqual([0, 1]);
  // A page shorter than 50 was the last: the sentinel is gone and nothing more is asked for.
  expect(screen.queryByTestId('infinite-scroll-sentinel')).not.toBeInTheDocument();
});

test('an unknown path inside the area reports not found', () => {
  const notFound = jest.fn();
  render(areaAt(AccountsRoutes, createFakePlatform(directoryApi(members), { notFound }), '/members/nothing-here'));
  expect(notFound).toHaveBeenCalledTimes(1);
});

test('a figure kept private leaves its column empty, so the others stay under the same labels as on every card', async () => {
  const hiding = [
    fakeMemberCard(1, 'Dancer 01', { battlesEntered: 4, battlesWon: 1 }),
    fakeMemberCard(2, 'Dancer 02', { eventsAttended: 3 }),
  ];
  renderMembers(createFakePlatform(directoryApi(hiding)));
  const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;
  const columnOf = (card: HTMLElement, label: string) =>
    (within(card).getByText(label).parentElement as HTMLElement).style.gridColumn;
  const first = await card('Dancer 01');
  expect(within(first).queryByText('Events attended')).not.toBeInTheDocument();
  expect([columnOf(first, 'Battles entered'), columnOf(first, 'Battles won')]).toEqual(['2', '3']);
  const second = await card('Dancer 02');
  expect(columnOf(second, 'Events attended')).toBe('1');
  expect(within(second).queryByText('Battles won')).not.toBeInTheDocument();
});
