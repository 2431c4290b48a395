import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORG_IMAGE, type EventPreview } from '@cypher/contracts';
import { EMPTY, ORGANIZATIONS } from '@cypher/contracts/texts';
import { createFakePlatform, installFakeIntersectionObserver } from '@cypher/contracts/testing';
import { answerBy, organization, renderAt, stubMatchMedia } from '../test/organization-fixtures';

function eventPreview(id: number, title: string, status: 'draft' | 'published' = 'published'): EventPreview {
  return {
    id,
    title,
    image: null,
    // 6 to 11 PM in New York: the next day already in UTC.
    dateStart: '2026-11-22T23:00:00.000Z',
    dateEnd: '2026-11-23T04:00:00.000Z',
    locationAddress: 'Bronx, NY',
    locationLat: null,
    locationLng: null,
    status,
    period: status === 'draft' ? null : 'future',
    timeZone: 'America/New_York',
    orgId: 5,
  };
}

function pageApi(fields: Parameters<typeof organization>[0] = {}) {
  return answerBy({
    'orgs.get': ({ input }) => ((input.params as { id: number }).id === 5 ? organization(fields) : null),
    'events.tabs': () => ({ now: 0, future: 9, past: 2, draft: 1 }),
    'events.list': ({ input }) => {
      const query = input.query as { st?: string; p: number; pp: number };
      if (query.st === 'draft') return [eventPreview(90, 'Draft jam', 'draft')];
      return Array.from({ length: query.p === 0 ? query.pp : 1 }, (_, i) =>
        eventPreview(query.p * 10 + i + 1, `Jam ${query.p}-${i}`),
      );
    },
    'events.publish': () => ({}),
    'media.list': () => [],
    'orgs.leaderboard': () => [],
    'orgs.members': () => [],
  });
}

let observer: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  observer = installFakeIntersectionObserver();
});
afterEach(() => observer.restore());

test('shows the header: name, the three stats, socials; no Settings without canEdit', async () => {
  renderAt(createFakePlatform(pageApi()), '/organization/5');
  expect(await screen.findByRole('heading', { level: 1, name: 'Bronx Breakers' })).toBeInTheDocument();
  const stats = screen.getByLabelText('Statistics');
  expect(within(stats).getByText(ORGANIZATIONS.stats.members).nextSibling).toHaveTextContent('12');
  expect(within(stats).getByText(ORGANIZATIONS.stats.eventsThrown).nextSibling).toHaveTextContent('4');
  expect(within(stats).getByText(ORGANIZATIONS.stats.pointsEarned).nextSibling).toHaveTextContent('230');
  expect(screen.getAllByRole('link', { name: 'Instagram' })[0]).toHaveAttribute('href', 'https://instagram.com/bronxbreakers');
  expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
});

test('the header image is the page’s largest paint: not lazy, 320 px beside the text, the phone’s full width', async () => {
  renderAt(createFakePlatform(pageApi({ image: 66 })), '/organization/5');
  await screen.findByRole('heading', { level: 1, name: 'Bronx Breakers' });
  const image = document.querySelector('img.og-org-header__image')!;
  expect(image).toHaveAttribute('src', '/api/images/66?w=1000&h=1000');
  expect(image.getAttribute('srcset')).toContain('/api/images/66?w=320&h=320 320w');
  expect(image).toHaveAttribute('sizes', ORG_IMAGE.header.sizes);
  expect([image.getAttribute('width'), image.getAttribute('loading')]).toEqual(['1000', 'eager']);
});

test('?tab= selects the tab; the events tab is the default', async () => {
  const { unmount } = renderAt(createFakePlatform(pageApi()), '/organization/5?tab=media');
  expect(await screen.findByRole('tab', { name: 'media' })).toHaveAttribute('aria-selected', 'true');
  // The media list's first answer is drawn as a transition (useApi), just after the tabs.
  expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  unmount();
  renderAt(createFakePlatform(pageApi()), '/organization/5');
  expect(await screen.findByRole('tab', { name: 'events' })).toHaveAttribute('aria-selected', 'true');
});

test('choosing a tab writes ?tab=, and arrow keys move between tabs', async () => {
  renderAt(createFakePlatform(pageApi()), '/organization/5');
  fireEvent.click(await screen.findByRole('tab', { name: 'about' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/organization/5?tab=about');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'about' }), { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'media' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'media' })).toHaveFocus();
  // The test ends once the media panel has drawn its answer, not while its request is in flight.
  expect(await screen.findByText('No videos yet')).toBeInTheDocument();
});

test('below 768 px the tabs are an accordion', async () => {
  const restore = stubMatchMedia((query) => query === '(max-width: 767px)');
  try {
    renderAt(createFakePlatform(pageApi()), '/organization/5?tab=about');
    const about = await screen.findByRole('button', { name: 'about' });
    expect(screen.queryByRole('tablist', { name: 'Organization sections' })).not.toBeInTheDocument();
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'media' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'media' }));
    expect(screen.getByRole('button', { name: 'media' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=media');
    // The opened section's media panel draws its answer before the test ends.
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  } finally {
    restore();
  }
});

test('an unknown organization reports not-found', async () => {
  const notFound = jest.fn();
  renderAt(createFakePlatform(pageApi(), { notFound }), '/organization/404');
  await waitFor(() => expect(notFound).toHaveBeenCalled());
});

test('events: period tabs with counts, 8 a page with infinite scroll; Drafts only for editors', async () => {
  const platform = createFakePlatform(pageApi());
  renderAt(platform, '/organization/5');
  const periods = await screen.findByRole('tablist', { name: 'Event periods' });
  expect(
    within(periods)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Upcoming 9', 'Past 2']);
  await screen.findByRole('link', { name: 'Jam 0-7' });
  expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  // The sentinel's callback asks for the next page at once (a state update): inside act, as a scroll would be.
  act(() => observer.reachEnd());
  expect(await screen.findByRole('link', { name: 'Jam 1-0' })).toBeInTheDocument();
  const asked = platform.calls.filter((c) => c.route.name === 'events.list').map((c) => c.input.query);
  expect(asked).toEqual([
    { o: '5', p: 0, pp: 8, s: 'date-asc', t: 'future' },
    { o: '5', p: 1, pp: 8, s: 'date-asc', t: 'future' },
  ]);
});

test('an event chip gives the dates where the event happens, whatever the viewer’s zone', async () => {
  renderAt(createFakePlatform(pageApi()), '/organization/5');
  const chip = (await screen.findByRole('link', { name: 'Jam 0-0' })).closest('li')!;
  // In UTC (the test's zone) the old chip read 'Nov 22, 2026 – Nov 23, 2026'.
  expect(within(chip).getByText('Nov 22, 2026')).toBeInTheDocument();
});

test('an editor sees Drafts and publishes a draft from its chip menu', async () => {
  const platform = createFakePlatform(pageApi({ canEdit: true }));
  renderAt(platform, '/organization/5');
  fireEvent.click(await screen.findByRole('tab', { name: 'Drafts 1' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Draft jam' }));
  const menu = screen.getByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual([ORGANIZATIONS.publishEvent, ORGANIZATIONS.removeEvent]);
  fireEvent.click(within(menu).getByRole('menuitem', { name: ORGANIZATIONS.publishEvent }));
  await waitFor(() => expect(platform.calls.some((c) => c.route.name === 'events.publish')).toBe(true));
  expect(platform.calls.find((c) => c.route.name === 'events.publish')?.input.params).toEqual({ id: 90 });
});

test('events: an organization without events says so', async () => {
  const api = pageApi();
  renderAt(
    createFakePlatform((call) => (call.route.name === 'events.tabs' ? { now: 0, future: 0, past: 0, draft: 0 } : api(call))),
    '/organization/5',
  );
  expect(await screen.findByText(EMPTY.events)).toBeInTheDocument();
  // Its calendar feed is offered all the same (events to come will appear in it).
  expect(screen.getByRole('link', { name: 'Subscribe in a calendar app' })).toHaveAttribute(
    'href',
    'webcal://localhost/api/calendar.ics?o=5',
  );
});

test('events: the tab links the organization’s calendar feed for calendar apps', async () => {
  renderAt(createFakePlatform(pageApi()), '/organization/5');
  expect(await screen.findByRole('link', { name: 'Subscribe in a calendar app' })).toHaveAttribute(
    'href',
    'webcal://localhost/api/calendar.ics?o=5',
  );
});

test('while the organization loads the page already has its frame: tab bar and calendar feed, kept when it arrives', async () => {
  let answer: (org: ReturnType<typeof organization>) => void = () => undefined;
  const api = pageApi();
  const platform = createFakePlatform((call) =>
    call.route.name === 'orgs.get' ? new Promise((resolve) => (answer = resolve)) : api(call),
  );
  renderAt(platform, '/organization/5');
  // Nothing above the panel moves (CLS): the same tab bar and feed link stand there from the first frame.
  const tab = await screen.findByRole('tab', { name: 'events' });
  const feed = screen.getByRole('link', { name: 'Subscribe in a calendar app' });
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  // The events tab's counts are asked for beside the organization, not after it.
  await waitFor(() => expect(platform.calls.some((c) => c.route.name === 'events.tabs')).toBe(true));
  expect(screen.queryByRole('tab', { name: /Upcoming/ })).not.toBeInTheDocument();
  answer(organization());
  expect(await screen.findByRole('heading', { level: 1, name: 'Bronx Breakers' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'events' })).toBe(tab);
  expect(await screen.findByRole('tab', { name: /Upcoming/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe in a calendar app' })).toBe(feed);
});
