import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CALENDAR_PAGE_SIZE } from '@cypher/contracts';
import { EMPTY } from '@cypher/contracts/texts';
import type { FakeCall } from '@cypher/contracts/testing';
import { eventPreview } from '../test/fixtures';
import { listQueries, renderEvents } from '../test/render-events';

/** Local noon of a November 2026 day, as the API would send it. */
const nov = (day: number, hour = 12) => new Date(2026, 10, day, hour).toISOString();

function api(call: FakeCall) {
  if (call.route.name !== 'events.list') throw new Error(`unexpected call ${call.route.name}`);
  const start = String(call.input.query?.start);
  if (start !== new Date(2026, 10, 1).toISOString()) return [];
  return [
    eventPreview(1, { title: 'Bronx Jam', dateStart: nov(6), dateEnd: nov(8, 20) }),
    eventPreview(2, { title: '', dateStart: nov(10), dateEnd: nov(10, 18) }),
    ...[3, 4, 5, 6, 7].map((id) => eventPreview(id, { title: `Busy ${id}`, dateStart: nov(20), dateEnd: nov(20, 22) })),
  ];
}

const day = (n: number) => screen.getByRole('gridcell', { name: new RegExp(`November ${n},`) });

describe('events calendar page', () => {
  it('asks for the month in local time and shows each event on the days it runs', async () => {
    const { platform } = renderEvents('/events/calendar?m=2026-11', api);
    expect(await within(day(7)).findByRole('link', { name: 'Bronx Jam' })).toHaveAttribute('href', '/event/1');
    expect(within(day(6)).getByRole('link', { name: 'Bronx Jam' })).toBeInTheDocument();
    expect(within(day(8)).getByRole('link', { name: 'Bronx Jam' })).toBeInTheDocument();
    expect(within(day(9)).queryByRole('link')).toBeNull();
    expect(within(day(10)).getByRole('link', { name: EMPTY.untitled })).toBeInTheDocument();
    expect(listQueries(platform.calls)).toEqual([
      {
        p: 0,
        pp: CALENDAR_PAGE_SIZE,
        start: new Date(2026, 10, 1).toISOString(),
        end: new Date(2026, 11, 1).toISOString(),
        o: undefined,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows 4 events a day on a wide screen and the rest in a popover behind +N', async () => {
    renderEvents('/events/calendar?m=2026-11', api);
    await within(day(20)).findByRole('link', { name: 'Busy 3' });
    expect(within(day(20)).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(within(day(20)).getByRole('button', { name: /^1 more on/ }));
    const popover = screen.getByRole('dialog', { name: /November 20/ });
    expect(
      within(popover)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Busy 3', 'Busy 4', 'Busy 5', 'Busy 6', 'Busy 7']);
    fireEvent.keyDown(popover, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(day(20)).toHaveFocus();
  });

  it('moves between days with the arrow keys, into the next month, and lists a day on Enter', async () => {
    const { platform } = renderEvents('/events/calendar?m=2026-11', api);
    await within(day(7)).findByRole('link', { name: 'Bronx Jam' });
    const first = day(6);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(day(7)).toHaveFocus();
    fireEvent.keyDown(day(7), { key: 'Enter' });
    const list = screen.getByRole('dialog', { name: /November 7/ });
    expect(within(list).getByRole('link', { name: 'Bronx Jam' })).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(day(7), { key: 'ArrowDown' });
    fireEvent.keyDown(day(14), { key: 'ArrowDown' });
    fireEvent.keyDown(day(21), { key: 'ArrowDown' });
    fireEvent.keyDown(day(28), { key: 'ArrowDown' });
    // 5 December: the month follows the focus.
    expect(await screen.findByRole('heading', { level: 2, name: /December 2026/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('gridcell', { name: /December 5,/ })).toHaveFocus());
    expect(listQueries(platform.calls).at(-1)).toMatchObject({ start: new Date(2026, 11, 1).toISOString() });
    // Many key presses and a month change: slower than the rest on a loaded machine.
  }, 15_000);

  it('changes month with the previous and next buttons', async () => {
    renderEvents('/events/calendar?m=2026-11', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: /October 2026/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: /December 2026/ })).toBeInTheDocument();
  });
});
