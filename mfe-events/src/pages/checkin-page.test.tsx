import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKIN_THROTTLE_MS, type Attendee, type EventDetail } from '@cypher/contracts';
import { CHECKIN } from '@cypher/contracts/texts';
import { fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { eventDetail } from '../test/fixtures';
import { renderEvents } from '../test/render-events';

const admin = fakeSessionUser({ id: 5 });

function attendee(id: number, name: string, fields: Partial<Attendee> = {}): Attendee {
  return {
    id,
    dancerName: name,
    avatar: null,
    email: null,
    checkedIn: false,
    checkedInAt: null,
    hasTicket: true,
    payment: 'free',
    tickets: [],
    ...fields,
  };
}

function checkinApi(
  attendees = [
    attendee(11, 'B-Girl Nova', { email: 'nova@example.test', payment: 'card' }),
    attendee(12, 'Dr. Footwork', { payment: 'cash_pending', hasTicket: false }),
    attendee(13, 'Kid Kairo', { checkedIn: true, checkedInAt: '2026-11-22T18:30:00.000Z', payment: 'cash' }),
  ],
) {
  let event: EventDetail = eventDetail({
    period: 'now',
    permissions: { canEdit: true, canCheckIn: true, checkedIn: false, showCheckin: false, hasTicket: false, payAtDoor: false },
    attendees,
  });
  return (call: FakeCall) => {
    if (call.route.name === 'events.get') return event;
    if (call.route.name === 'events.checkInUser') {
      const userId = call.input.params?.userId;
      event = { ...event, attendees: event.attendees!.map((row) => (row.id === userId ? { ...row, checkedIn: true } : row)) };
      return event;
    }
    return null;
  };
}

afterEach(() => jest.useRealTimers());

test('the list, its counter, the search and the Key', async () => {
  renderEvents('/event/7/checkin', checkinApi(), { user: admin });
  expect(await screen.findByRole('heading', { level: 1, name: CHECKIN.heading })).toBeInTheDocument();
  expect(screen.getByText('1/3 checked in')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'User' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /B-Girl Nova.*nova@example.test/ })).toHaveAttribute('href', '/profile/11');
  // A long address is cut with an ellipsis on a phone: the whole of it stays readable as its title.
  expect(screen.getByText('nova@example.test')).toHaveAttribute('title', 'nova@example.test');
  expect(screen.getByRole('button', { name: 'Pay & Check-In: Dr. Footwork' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByText('Checked-in')).toBeInTheDocument();
  expect(screen.getByText('Key')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to the event/ })).toHaveAttribute('href', '/event/7');

  fireEvent.change(screen.getByRole('searchbox', { name: CHECKIN.search }), { target: { value: '  NOVA ' } });
  expect(screen.getAllByRole('row')).toHaveLength(2);
  fireEvent.change(screen.getByRole('searchbox', { name: CHECKIN.search }), { target: { value: 'zzz' } });
  expect(screen.getByText('Nobody matches this search')).toBeInTheDocument();
});

test('before anyone has a ticket the list says so, not that a search found nobody', async () => {
  renderEvents('/event/7/checkin', checkinApi([]), { user: admin });
  expect(await screen.findByText('0/0 checked in')).toBeInTheDocument();
  expect(screen.getByText('Nobody has a ticket yet')).toBeInTheDocument();
  expect(screen.queryByText('Nobody matches this search')).not.toBeInTheDocument();
});

test('checking in is allowed once per 5 seconds', async () => {
  jest.useFakeTimers();
  const { platform } = renderEvents('/event/7/checkin', checkinApi(), { user: admin });
  fireEvent.click(await screen.findByRole('button', { name: 'Check-In: B-Girl Nova' }));
  expect(await screen.findByText('2/3 checked in')).toBeInTheDocument();
  const pay = screen.getByRole('button', { name: 'Pay & Check-In: Dr. Footwork' });
  expect(pay).toBeDisabled();
  fireEvent.click(pay);
  expect(platform.calls.filter((call) => call.route.name === 'events.checkInUser')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(CHECKIN_THROTTLE_MS));
  expect(pay).toBeEnabled();
  fireEvent.click(pay);
  expect(await screen.findByText('3/3 checked in')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByText('Checked-in')).toHaveLength(3);
});

test('offline, a check-in waits as pending and goes out when the connection is back', async () => {
  let online = false;
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  try {
    const { platform } = renderEvents('/event/7/checkin', checkinApi(), { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Check-In: B-Girl Nova' }));
    expect(await screen.findByText('Pending sync')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 check-in waiting for the connection');
    expect(screen.getByText('1/3 checked in')).toBeInTheDocument();
    expect(platform.calls.filter((call) => call.route.name === 'events.checkInUser')).toHaveLength(0);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('2/3 checked in')).toBeInTheDocument();
    expect(screen.queryByText('Pending sync')).not.toBeInTheDocument();
    expect(platform.calls.filter((call) => call.route.name === 'events.checkInUser')).toHaveLength(1);
  } finally {
    onLine.mockRestore();
    localStorage.clear();
  }
});

test('a ticket link (?dancer=) shows that dancer first', async () => {
  renderEvents('/event/7/checkin?dancer=12', checkinApi(), { user: admin });
  expect(await screen.findByRole('button', { name: 'Pay & Check-In: Dr. Footwork' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(2);
});

test('someone who may not check people in gets the not-found page', async () => {
  const notFound = jest.fn();
  renderEvents('/event/7/checkin', () => eventDetail(), { user: admin, notFound });
  await waitFor(() => expect(notFound).toHaveBeenCalled());
});
