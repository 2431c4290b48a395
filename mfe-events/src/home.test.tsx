import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FEATURED_EVENT_CARD_SIZES, type Workshop } from '@cypher/contracts';
import { EVENTS } from '@cypher/contracts/texts';
import { areaAt, createFakePlatform, fakeMemberCard, type FakeCall } from '@cypher/contracts/testing';
import EventsHome from './home';
import { eventPreview, eventPreviews } from './test/fixtures';

function renderHome(
  answer: (call: FakeCall) => unknown,
  requireLogin = jest.fn(),
  workshops: Workshop[] = [],
  banner: unknown = { event: null },
) {
  const platform = createFakePlatform(
    (call) => (call.route.name === 'workshops.list' ? workshops : call.route.name === 'site.homeBanner' ? banner : answer(call)),
    { requireLogin },
  );
  render(areaAt(EventsHome, platform, '/'));
  return platform;
}

describe('home featured events', () => {
  it('shows the first 3 of the now and future chunks, happening now first', async () => {
    const platform = renderHome((call) =>
      call.input.query?.t === 'now' ? [eventPreview(1, { title: 'Now jam', period: 'now' })] : eventPreviews(10, 3),
    );
    expect(await screen.findByText('Now jam')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Now jam', 'Event 10', 'Event 11']);
    const lists = platform.calls.filter((call) => call.route.name === 'events.list');
    expect(lists.map((call) => [call.input.query?.t, call.input.query?.pp])).toEqual([
      ['now', 3],
      ['future', 3],
    ]);
    expect(screen.getByRole('link', { name: EVENTS.viewEvents })).toHaveAttribute('href', '/events');
  });

  it('offers each card image at the widths a card is shown at, cropped like its 800 × 500 src', async () => {
    renderHome((call) => (call.input.query?.t === 'now' ? [eventPreview(7, { title: 'Now jam', period: 'now' })] : []));
    const card = await screen.findByRole('link', { name: /Now jam/ });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/images/7?w=800&h=500');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute(
      'srcset',
      '/api/images/7?w=320&h=200 320w, /api/images/7?w=480&h=300 480w, /api/images/7?w=800&h=500 800w',
    );
    // The widths Home's three-column grid draws it at (e2e/image-sizes.spec.ts holds them to the layout).
    expect(image?.getAttribute('sizes')).toBe(FEATURED_EVENT_CARD_SIZES);
  });

  it('keeps the three placeholders until both periods have answered, so no card pushes another', async () => {
    let answerFuture: (events: unknown) => void = () => undefined;
    const future = new Promise((resolve) => (answerFuture = resolve));
    renderHome((call) => (call.input.query?.t === 'now' ? [eventPreview(1, { title: 'Now jam', period: 'now' })] : future));
    // The 'now' answer is in, the 'future' one is not: still placeholders only.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Now jam')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.ev-card--skeleton')).toHaveLength(3);
    answerFuture(eventPreviews(10, 3));
    expect(await screen.findByText('Now jam')).toBeInTheDocument();
    expect(document.querySelectorAll('.ev-card--skeleton')).toHaveLength(0);
  });

  it('sends an anonymous visitor who wants to create an event to sign up first', async () => {
    const requireLogin = jest.fn();
    renderHome(() => [], requireLogin);
    fireEvent.click(await screen.findByRole('button', { name: EVENTS.createEvent }));
    expect(requireLogin).toHaveBeenCalledWith('/create-event', 'signup');
  });
});

describe('home workshops', () => {
  const instructor = fakeMemberCard(42, 'B-Girl Nova', { fullName: 'Nadia Okafor', city: 'Bronx', state: 'NY', country: 'USA' });

  it("shows the workshops marked 'Coming soon' with their instructors' cards", async () => {
    const workshops = [{ id: 1, title: 'Footwork foundations', date: null, status: 'coming-soon' as const, instructor }];
    renderHome(() => [], jest.fn(), workshops);
    const section = await screen.findByRole('region', { name: 'Workshops' });
    expect(section).toHaveTextContent(EVENTS.comingSoon);
    const card = await screen.findByRole('link', { name: /Footwork foundations/ });
    expect(card).toHaveTextContent('B-Girl Nova');
    expect(card).toHaveTextContent('Bronx, NY, USA');
    expect(card).toHaveAttribute('href', '/profile/42');
  });

  it('leaves the section out when there are no workshops', async () => {
    renderHome(() => []);
    await screen.findByRole('button', { name: EVENTS.createEvent });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Workshops' })).toBeNull();
  });
});

describe('home banner', () => {
  it('links to the configured event with its title, dates and place', async () => {
    renderHome(() => [], jest.fn(), [], {
      event: eventPreview(42, { title: 'Summer Showdown', locationAddress: 'Central Park' }),
    });
    const banner = await screen.findByRole('link', { name: /^Don't miss Summer Showdown/ });
    expect(banner).toHaveAttribute('href', '/event/42');
    expect(banner).toHaveTextContent('Central Park');
    const image = banner.querySelector('img');
    expect(image).toHaveAttribute('src', expect.stringContaining('w=190'));
    // 120 px shown (88 on a phone): a copy at that size, and one for 2× screens.
    expect(image).toHaveAttribute('srcset', '/api/images/42?w=120&h=120 120w, /api/images/42?w=240&h=240 240w');
    expect(image).toHaveAttribute('sizes', '(max-width: 599px) 88px, 120px');
  });

  it('holds its box while the answer is out, and leaves none when no banner is set', async () => {
    let answer: (banner: unknown) => void = () => undefined;
    renderHome(() => [], jest.fn(), [], new Promise((resolve) => (answer = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('.ev-banner--loading')).not.toBeNull();
    answer({ event: null });
    await waitFor(() => expect(document.querySelector('.ev-banner')).toBeNull());
  });
});
