import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventDetail } from '@cypher/contracts';
import { EVENTS } from '@cypher/contracts/texts';
import { fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { eventDetail } from '../test/fixtures';
import { FakeIntersectionObserver } from '../test/intersection-observer';
import { renderEvents } from '../test/render-events';

const dancer = fakeSessionUser({ id: 5 });
const going = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: 100 + i, dancerName: `Dancer ${100 + i}`, avatar: null }));

function api(event: EventDetail, extra: (call: FakeCall) => unknown = () => null) {
  return (call: FakeCall) => {
    if (call.route.name === 'events.get') return event;
    if (call.route.name === 'media.list') return [];
    return extra(call);
  };
}

test('check-in is enabled only while the event is happening; afterwards it says Checked in', async () => {
  const now = eventDetail({
    period: 'now',
    permissions: { canEdit: false, canCheckIn: false, checkedIn: false, showCheckin: true, hasTicket: false, payAtDoor: false },
  });
  const { platform } = renderEvents(
    '/event/7',
    api(now, (call) =>
      call.route.name === 'events.checkIn' ? { ...now, permissions: { ...now.permissions, checkedIn: true } } : null,
    ),
    { user: dancer },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
  // Exactly the spec's words: the tick beside them is drawn by CSS.
  expect(await screen.findByText('Checked in', { exact: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  expect(platform.calls.map((call) => call.route.name)).toContain('events.checkIn');
});

test('a future event shows the check-in button disabled', async () => {
  renderEvents(
    '/event/7',
    api(
      eventDetail({
        permissions: {
          canEdit: false,
          canCheckIn: false,
          checkedIn: false,
          showCheckin: true,
          hasTicket: false,
          payAtDoor: false,
        },
      }),
    ),
    {
      user: dancer,
    },
  );
  expect(await screen.findByRole('button', { name: 'Check in' })).toBeDisabled();
});

test('a signed-out visitor pressing check-in goes to Signup and back', async () => {
  const requireLogin = jest.fn();
  renderEvents(
    '/event/7',
    api(
      eventDetail({
        period: 'now',
        permissions: {
          canEdit: false,
          canCheckIn: false,
          checkedIn: false,
          showCheckin: true,
          hasTicket: false,
          payAtDoor: false,
        },
      }),
    ),
    {
      requireLogin,
    },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
  expect(requireLogin).toHaveBeenCalledWith('/event/7', 'signup');
});

test('editors see Edit and Tickets and check-ins; visitors do not', async () => {
  renderEvents(
    '/event/7',
    api(
      eventDetail({
        permissions: {
          canEdit: true,
          canCheckIn: true,
          checkedIn: false,
          showCheckin: false,
          hasTicket: false,
          payAtDoor: false,
        },
      }),
    ),
    {
      user: dancer,
    },
  );
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/create-event/7');
  expect(screen.getByRole('link', { name: EVENTS.ticketsAndCheckins })).toHaveAttribute('href', '/event/7/checkin');
});

test("who's going shows 5 avatars; view all lists every one, a page at a time; a past event says Who went", async () => {
  // The event answers its first 5; GET /events/7/going answers 55 in pages.
  const everyone = going(55);
  const pages = (call: FakeCall) => {
    if (call.route.name !== 'events.going') return null;
    const { p = 0, pp = 50 } = call.input.query as { p?: number; pp?: number };
    return everyone.slice(p * pp, (p + 1) * pp);
  };
  const { unmount } = renderEvents('/event/7', api(eventDetail({ whoIsGoing: going(5), whoIsGoingCount: 55 }), pages));
  const section = (await screen.findByRole('heading', { name: "Who's going (55 dancers)" })).closest('section')!;
  expect(within(section).getAllByRole('link')).toHaveLength(5);
  fireEvent.click(within(section).getByRole('button', { name: EVENTS.viewAll }));
  await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(50));
  fireEvent.click(within(section).getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(55));
  expect(within(section).getAllByRole('link').at(-1)).toHaveTextContent('Dancer 154');
  expect(screen.getByRole('link', { name: /Kids 1 vs 1.*Register/ })).toBeInTheDocument();
  unmount();

  renderEvents('/event/7', api(eventDetail({ period: 'past', whoIsGoing: going(1), whoIsGoingCount: 1 })));
  expect(await screen.findByRole('heading', { name: 'Who went (1 dancer)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kids 1 vs 1 · 1 vs 1' })).toBeInTheDocument();
});

test('staff are listed by role; an editor adds a host through the user search', async () => {
  const event = eventDetail({
    permissions: { canEdit: true, canCheckIn: true, checkedIn: false, showCheckin: false, hasTicket: false, payAtDoor: false },
    staff: { organizer: { id: 5, dancerName: 'Kid Kairo', avatar: null }, admins: [], hosts: [], djs: [] },
  });
  const { platform } = renderEvents(
    '/event/7',
    api(event, (call) => {
      if (call.route.name === 'users.list') return [{ ...going(1)[0], id: 9, dancerName: 'Dr. Footwork' }];
      if (call.route.name === 'events.addStaff') return event.staff;
      return null;
    }),
    { user: dancer },
  );
  expect(await screen.findByRole('link', { name: 'Kid Kairo' })).toHaveAttribute('href', '/profile/5');
  fireEvent.change(screen.getByRole('combobox', { name: 'Add to Host' }), { target: { value: 'foot' } });
  fireEvent.click(await screen.findByRole('option', { name: /Dr. Footwork/ }, { timeout: 2000 }));
  await waitFor(() =>
    expect(platform.calls.find((call) => call.route.name === 'events.addStaff')?.input.body).toEqual({ userId: 9, role: 'host' }),
  );
});

test('View ticket shows the QR code of the ticket, and the fees and taxes its total holds', async () => {
  renderEvents(
    '/event/7',
    api(
      eventDetail({
        permissions: {
          canEdit: false,
          canCheckIn: false,
          checkedIn: true,
          showCheckin: false,
          hasTicket: true,
          payAtDoor: false,
        },
        tickets: [
          { title: 'Early', ticketFees: 0, ticketTaxes: 0, ticketSum: 1000 },
          { title: 'VIP', ticketFees: 300, ticketTaxes: 320, ticketSum: 4620 },
        ],
      }),
    ),
    { user: dancer },
  );
  fireEvent.click(await screen.findByRole('button', { name: EVENTS.viewTicket }));
  // The dialog's code is fetched on the click.
  const dialog = await screen.findByRole('dialog', { name: 'Your ticket' });
  const lines = within(dialog)
    .getAllByRole('listitem')
    .map((line) => line.textContent);
  expect(lines).toEqual(['Early: $10', 'VIP: $46.20Fees $3 · Taxes $3.20']);
  const qr = await within(dialog).findByRole('img', { name: 'QR code of your ticket' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
});

test('a published, dated event offers its .ics for a calendar app; a draft does not', async () => {
  const view = renderEvents('/event/7', api(eventDetail({ id: 7, status: 'published' })));
  expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/events/7/calendar.ics');
  view.unmount();
  renderEvents('/event/8', api(eventDetail({ id: 8, status: 'draft' })));
  expect(await screen.findByRole('link', { name: 'Share on Facebook' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
});

describe('videos, below the first screen', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => Object.assign(globalThis, { IntersectionObserver: original }));
  const mediaCalls = (calls: FakeCall[]) => calls.filter((call) => call.route.name === 'media.list');

  test('are drawn as their placeholder (not busy), and asked for when they near the viewport', async () => {
    const { platform } = renderEvents('/event/7', api(eventDetail()));
    const section = (await screen.findByRole('heading', { name: 'Videos' })).closest('section')!;
    expect(section.querySelector('.cy-media .cy-skeleton')).not.toBeNull();
    expect(section.querySelector('[aria-busy]')).toBeNull();
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe('400px 0px');
    expect(mediaCalls(platform.calls)).toHaveLength(0);
    act(() => FakeIntersectionObserver.reachAll());
    expect(await within(section).findByText('No videos yet')).toBeInTheDocument();
    expect(mediaCalls(platform.calls)).toHaveLength(1);
  });

  test("a keyboard user's first Tab loads them before focus gets there", async () => {
    const { platform } = renderEvents('/event/7', api(eventDetail()));
    const section = (await screen.findByRole('heading', { name: 'Videos' })).closest('section')!;
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await within(section).findByText('No videos yet')).toBeInTheDocument();
    expect(mediaCalls(platform.calls)).toHaveLength(1);
  });
});
