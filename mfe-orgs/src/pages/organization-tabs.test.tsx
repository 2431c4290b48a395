import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Media } from '@cypher/contracts';
import { youtubeId } from '@cypher/contracts/rules';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { createFakePlatform, installFakeIntersectionObserver, type FakePlatform } from '@cypher/contracts/testing';
import { answerBy, organization, renderAt } from '../test/organization-fixtures';

function tabsApi(fields: Parameters<typeof organization>[0] = {}) {
  let media: Media[] = [];
  let nextId = 1;
  return answerBy({
    'orgs.get': () => organization(fields),
    'orgs.leaderboard': ({ input }) => {
      const { sb } = input.query as { sb: string };
      const rows = [
        { id: 1, dancerName: 'Zed', avatar: null, points: 90, rank: 1 },
        { id: 2, dancerName: 'Amy', avatar: null, points: 40, rank: 2 },
      ];
      return sb.startsWith('name') ? [...rows].reverse() : rows;
    },
    'orgs.members': () => [],
    'media.list': () => media,
    'media.save': ({ input }) => {
      const body = input.body as { id?: number; link: string; name: string; orgId: number };
      if (body.id) media = media.map((m) => (m.id === body.id ? { ...m, name: body.name } : m));
      else
        media = [
          ...media,
          { id: nextId++, name: body.name, link: youtubeId(body.link)!, userId: null, orgId: body.orgId, eventId: null },
        ];
      return media;
    },
    'media.remove': ({ input }) => (media = media.filter((m) => m.id !== (input.params as { id: number }).id)),
  });
}

const queriesOf = (platform: FakePlatform, name: string) =>
  platform.calls.filter((c) => c.route.name === name).map((c) => c.input.query);

let observer: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  observer = installFakeIntersectionObserver();
});
afterEach(() => observer.restore());

test('leaderboard: current year and rank first; year and sort choices ask again', async () => {
  const platform = createFakePlatform(tabsApi());
  renderAt(platform, '/organization/5?tab=members');
  const year = await screen.findByLabelText('Year');
  const thisYear = new Date().getFullYear();
  expect(year).toHaveValue(String(thisYear));
  const years = within(year)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(years[0]).toBe(String(thisYear));
  expect(years.slice(-2)).toEqual(['2021', ORGANIZATIONS.allYears]);
  await screen.findByRole('link', { name: 'Zed' });
  fireEvent.change(year, { target: { value: '0' } });
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
  await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Amy'));
  expect(queriesOf(platform, 'orgs.leaderboard')).toEqual([
    { p: 0, pp: 100, sb: 'rank-asc', y: thisYear },
    { p: 0, pp: 100, sb: 'rank-asc', y: 0 },
    { p: 0, pp: 100, sb: 'name-asc', y: 0 },
  ]);
});

test('leaderboard: with ranking disabled the rank sort is off and it sorts by name', async () => {
  const platform = createFakePlatform(tabsApi({ rankingDisabled: true }));
  renderAt(platform, '/organization/5?tab=members');
  const sort = await screen.findByLabelText('Sort by');
  expect(sort).toHaveValue('name');
  expect(within(sort).getByRole('option', { name: 'Rank' })).toBeDisabled();
  await screen.findByRole('link', { name: 'Amy' });
  expect(queriesOf(platform, 'orgs.leaderboard').every((q) => (q as { sb: string }).sb === 'name-asc')).toBe(true);
});

test.each([
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ'],
  ['https://www.youtube.com/v/dQw4w9WgXcQ'],
])('media: %s adds the video, whose name is edited next', async (link) => {
  const platform = createFakePlatform(tabsApi({ canEdit: true }));
  renderAt(platform, '/organization/5?tab=media');
  fireEvent.change(await screen.findByLabelText('YouTube link'), { target: { value: link } });
  fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
  const name = await screen.findByLabelText('Video name');
  expect(name).toHaveFocus();
  expect(platform.calls.find((c) => c.route.name === 'media.save')?.input.body).toEqual({
    link,
    name: '',
    orgId: 5,
  });
  expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
});

test('media: a link of no known form does nothing; rename and remove', async () => {
  const platform = createFakePlatform(tabsApi({ canEdit: true }));
  renderAt(platform, '/organization/5?tab=media');
  const link = await screen.findByLabelText('YouTube link');
  fireEvent.change(link, { target: { value: 'https://vimeo.com/12345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
  await act(async () => undefined);
  expect(platform.calls.some((c) => c.route.name === 'media.save')).toBe(false);

  fireEvent.change(link, { target: { value: 'https://youtu.be/abcdefghijk' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
  fireEvent.change(await screen.findByLabelText('Video name'), { target: { value: ' Finals 2025 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Finals 2025' })).toBeInTheDocument();
  expect(document.querySelector('iframe')).toHaveAttribute('title', 'Finals 2025');
  expect(platform.calls.filter((c) => c.route.name === 'media.save').at(-1)?.input.body).toEqual({
    id: 1,
    link: 'abcdefghijk',
    name: 'Finals 2025',
    orgId: 5,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Remove Finals 2025' }));
  expect(await screen.findByText('No videos yet')).toBeInTheDocument();
});

test('media: visitors see the videos without editing controls', async () => {
  renderAt(createFakePlatform(tabsApi()), '/organization/5?tab=media');
  await screen.findByText('No videos yet');
  expect(screen.queryByLabelText('YouTube link')).not.toBeInTheDocument();
});

test('about: the description is sanitised (no script, no handlers), with founded date', async () => {
  const hostile =
    '<p>Hi <strong>all</strong> <a href="https://cypher.dance">site</a></p><script>window.hacked = 1</script>' +
    '<img src="x" onerror="window.hacked = 1"><a href="javascript:alert(1)">bad</a>';
  const { container } = renderAt(createFakePlatform(tabsApi({ description: hostile })), '/organization/5?tab=about');
  expect(await screen.findByText('all')).toContainHTML('<strong>all</strong>');
  expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://cypher.dance');
  expect(container.querySelector('script')).toBeNull();
  expect(container.innerHTML).not.toMatch(/onerror|javascript:/);
  expect(screen.getByText('bad')).not.toHaveAttribute('href');
  expect(screen.getByText('Founded').nextSibling).toHaveTextContent('04/12/2015');
});
