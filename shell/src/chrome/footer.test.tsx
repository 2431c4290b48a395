import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';
import { isFooterVisible } from './footer-visibility';

function renderAt(path: string, width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
      <Footer />
    </MemoryRouter>,
  );
}

describe('isFooterVisible', () => {
  it.each([
    ['/', 360, true],
    ['/events', 360, true],
    ['/events/grid', 1280, true],
    ['/events/map', 1280, false],
    ['/events/map/', 360, false],
    ['/events/calendar', 959, false],
    ['/events/calendar', 960, true],
  ])('%s at %i px → %s', (path, width, visible) => {
    expect(isFooterVisible(path, width)).toBe(visible);
  });
});

describe('Footer', () => {
  it('has social links, a contact mail link, the policies and the year', () => {
    renderAt('/events', 1024);
    expect(screen.getByRole('link', { name: 'Cypher on Instagram' })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
    expect(screen.getByRole('link', { name: 'Cypher on Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cypher on YouTube' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(`© ${new Date().getFullYear()} Cypher`)).toBeInTheDocument();
  });

  it('is not shown on the events map', () => {
    renderAt('/events/map', 1280);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows on the calendar only in a window 960 px or wider', () => {
    const narrow = renderAt('/events/calendar', 800);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    narrow.unmount();
    renderAt('/events/calendar', 960);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
