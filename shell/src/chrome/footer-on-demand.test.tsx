import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { installFakeIntersectionObserver } from '@cypher/contracts/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FooterOnDemand } from './footer-on-demand';

let observer: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  observer = installFakeIntersectionObserver();
});
afterEach(() => observer.restore());

function renderFooter() {
  render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/events']}>
      <FooterOnDemand />
    </MemoryRouter>,
  );
}

describe('FooterOnDemand', () => {
  it('leaves the footer out until the visitor scrolls towards it', async () => {
    renderFooter();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => observer.reachEnd());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('brings the footer for a keyboard visitor at the first Tab', async () => {
    renderFooter();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
