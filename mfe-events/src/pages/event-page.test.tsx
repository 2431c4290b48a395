import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EVENT_PAGE_IMAGE } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';
import { EVENTS } from '@cypher/contracts/texts';
import { eventDetail } from '../test/fixtures';
import { renderEvents } from '../test/render-events';

describe('event page', () => {
  it('shows the event with its battles and a sanitised description', async () => {
    const navigate = jest.fn();
    const answer = (call: FakeCall) =>
      call.route.name === 'events.get' && call.input.params?.id === 7
        ? eventDetail({ description: '<p>Open cypher</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' })
        : null;
    const { container } = renderEvents('/event/7', answer, { navigate });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bronx Breakers Jam' })).toBeInTheDocument();
    expect(screen.getByText('$10 - $25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EVENTS.visitWebsite })).toHaveAttribute('href', 'https://breakers.example');
    expect(screen.getByText('Open cypher')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();

    // A battle belongs to another area: the host routes the click.
    const chip = screen.getByRole('link', { name: /Kids 1 vs 1/ });
    expect(chip).toHaveAttribute('href', '/battle/3');
    fireEvent.click(chip);
    expect(navigate).toHaveBeenCalledWith('/battle/3');
  });

  it('offers the image in the sizes a screen needs, with its box kept before it arrives', async () => {
    renderEvents('/event/7', (call) => (call.route.name === 'events.get' ? eventDetail() : null));
    await screen.findByRole('heading', { level: 1, name: 'Bronx Breakers Jam' });
    const image = document.querySelector('img.ev-event-image')!;
    expect(image).toHaveAttribute('src', '/api/images/12?w=800&h=800');
    expect(image.getAttribute('srcset')).toBe([320, 480, 640, 800].map((w) => `/api/images/12?w=${w}&h=${w} ${w}w`).join(', '));
    // The widths the page draws it at (e2e/image-sizes.spec.ts holds them to the layout).
    expect(image.getAttribute('sizes')).toBe(EVENT_PAGE_IMAGE.sizes);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '800']);
  });

  it('tells the host when the event does not exist', async () => {
    const notFound = jest.fn();
    renderEvents('/event/99', () => null, { notFound });
    await waitFor(() => expect(notFound).toHaveBeenCalled());
  });

  it('tells the host about paths the events area does not have', async () => {
    const notFound = jest.fn();
    renderEvents('/events/nowhere', () => null, { notFound });
    await waitFor(() => expect(notFound).toHaveBeenCalledTimes(1));
  });
});
