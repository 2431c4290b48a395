import { screen, within } from '@testing-library/react';
import type { EventDetail } from '@cypher/contracts';
import { fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import { eventDetail } from '../test/fixtures';
import { renderEvents } from '../test/render-events';

const user = fakeSessionUser({ id: 5 });

/** An editable draft with a title: its wizard opens on Review. */
function reviewOf(fields: Partial<EventDetail>) {
  const event = eventDetail({
    id: 9,
    status: 'draft',
    period: null,
    battles: [],
    permissions: { canEdit: true, canCheckIn: true, checkedIn: false, showCheckin: false, hasTicket: false, payAtDoor: false },
    ...fields,
  });
  renderEvents('/create-event/9', (call: FakeCall) => (call.route.name === 'events.get' ? event : null), { user });
}

/** The review section's facts as label → value (Intl's thin and narrow spaces read as spaces). */
function factsOf(section: string): Record<string, string> {
  const facts = within(screen.getByRole('region', { name: section })).getAllByRole('term');
  const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s/g, ' ');
  return Object.fromEntries(facts.map((term) => [text(term), text(term.nextElementSibling)]));
}

test('Review says the dates as the event page will, in the event’s time zone', async () => {
  // 17:00 UTC is noon in New York: the viewer's zone (UTC under jest) does not move them.
  reviewOf({ dateStart: '2026-12-20T17:00:00.000Z', dateEnd: '2026-12-21T17:00:00.000Z', timeZone: 'America/New_York' });
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  expect(factsOf('Date')).toEqual({ Dates: 'Dec 20 – 21, 2026', Time: '12:00 PM – 12:00 PM', 'Time zone': 'America/New York' });
  expect(factsOf('Info')).toEqual({ Address: '1 Grand Concourse, Bronx, NY', Website: 'https://breakers.example' });
});

test('Review names what is not set yet', async () => {
  reviewOf({ dateStart: null, dateEnd: null, locationAddress: null, website: null });
  await screen.findByRole('heading', { level: 2, name: 'Review' });
  expect(factsOf('Info')).toEqual({ Address: 'Not set' });
  expect(factsOf('Date')).toMatchObject({ Dates: 'Not set', Time: 'Not set' });
});
