import { fireEvent, screen, within } from '@testing-library/react';
import { fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { renderEvents } from '../test/render-events';

const tokens = ['A'.repeat(43), 'B'.repeat(43)];

function api(call: FakeCall) {
  if (call.route.name === 'events.list') return [];
  if (call.route.name === 'events.calendarLink') return { token: tokens[0] };
  if (call.route.name === 'events.resetCalendarLink') return { token: tokens[1] };
  throw new Error(`unexpected call ${call.route.name}`);
}
const feeds = () => within(screen.getByRole('region', { name: 'Calendar apps' }));

describe('calendar feeds on the calendar page', () => {
  it('offers the feed of the chosen organizations to anyone, and no personal link signed out', async () => {
    renderEvents('/events/calendar?m=2026-11&o=3,7', api);
    const address = feeds().getByRole('textbox', { name: 'Events of the chosen organizations' });
    expect(address).toHaveValue('http://localhost/api/calendar.ics?o=3%2C7');
    expect(feeds().getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://localhost/api/calendar.ics?o=3%2C7',
    );
    expect(feeds().queryByRole('button', { name: 'Show my calendar link' })).toBeNull();
  });

  it('gives a signed-in dancer their own secret address on demand, and a reset that replaces it', async () => {
    const { platform } = renderEvents('/events/calendar?m=2026-11', api, { user: fakeSessionUser({ id: 5 }) });
    expect(feeds().getByRole('textbox', { name: 'All events' })).toHaveValue('http://localhost/api/calendar.ics');
    expect(platform.calls.filter((call) => call.route.name === 'events.calendarLink')).toHaveLength(0);

    fireEvent.click(feeds().getByRole('button', { name: 'Show my calendar link' }));
    const mine = await feeds().findByRole('textbox', { name: 'My events' });
    expect(mine).toHaveValue(`http://localhost/api/calendar/${tokens[0]}.ics`);

    fireEvent.click(feeds().getByRole('button', { name: 'Reset link' }));
    const confirm = screen.getByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset link' }));
    expect(await feeds().findByDisplayValue(`http://localhost/api/calendar/${tokens[1]}.ics`)).toBeInTheDocument();
    expect(platform.calls.map((call) => call.route.name).filter((name) => name.includes('alendarLink'))).toEqual([
      'events.calendarLink',
      'events.resetCalendarLink',
    ]);
  });

  it('fetches the dancer’s own address at once when they come for it (#calendar-apps, linked from their profile)', async () => {
    const { platform } = renderEvents('/events/calendar?m=2026-11#calendar-apps', api, { user: fakeSessionUser({ id: 5 }) });
    expect(await feeds().findByRole('textbox', { name: 'My events' })).toHaveValue(
      `http://localhost/api/calendar/${tokens[0]}.ics`,
    );
    expect(screen.getByRole('region', { name: 'Calendar apps' })).toHaveAttribute('id', 'calendar-apps');
    expect(platform.calls.filter((call) => call.route.name === 'events.calendarLink')).toHaveLength(1);
  });
});
