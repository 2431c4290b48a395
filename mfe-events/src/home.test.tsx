import { fireEvent, render, screen } from '@testing-library/react';
import { EVENTS } from '@cypher/contracts';
import { areaAt, createFakePlatform, type FakeCall } from '@cypher/contracts/testing';
import EventsHome from './home';
import { eventPreview, eventPreviews } from './test/fixtures';

function renderHome(answer: (call: FakeCall) => unknown, requireLogin = jest.fn()) {
  const platform = createFakePlatform(answer, { requireLogin });
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
    expect(platform.calls.map((call) => [call.input.query?.t, call.input.query?.pp])).toEqual([
      ['now', 3],
      ['future', 3],
    ]);
    expect(screen.getByRole('link', { name: EVENTS.viewEvents })).toHaveAttribute('href', '/events');
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
