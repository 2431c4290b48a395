import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { createFakePlatform, fakeSessionUser } from '@cypher/contracts/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { ShellPlatformProvider } from '../platform/platform-context';
import { userAtom } from '../state/session-atoms';
import { Header } from './header';
import { nextHeaderHidden, scrollThresholdFor } from './header-scroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderHeader(path: string, store = createStore(), answer: () => unknown = () => []) {
  render(
    <Provider store={store}>
      <ShellPlatformProvider platform={createFakePlatform(answer)}>
        <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
          <Header />
        </MemoryRouter>
      </ShellPlatformProvider>
    </Provider>,
  );
  return screen.getByRole('banner');
}

function renderAt(path: string, store = createStore(), answer?: () => unknown) {
  scrollTo(0);
  return renderHeader(path, store, answer);
}

describe('header scroll rules', () => {
  it('uses 151 px on Home and 50 px elsewhere', () => {
    expect(scrollThresholdFor('/')).toBe(151);
    expect(scrollThresholdFor('/events')).toBe(50);
  });

  it('hides only when moving down past the threshold, shows on any move up', () => {
    expect(nextHeaderHidden(0, 50, 50, false)).toBe(false);
    expect(nextHeaderHidden(50, 51, 50, false)).toBe(true);
    expect(nextHeaderHidden(300, 200, 50, true)).toBe(false);
    expect(nextHeaderHidden(200, 200, 50, true)).toBe(true);
  });
});

describe('Header', () => {
  it('on Home stays until 151 px, hides past it and comes back on scroll up', () => {
    const header = renderAt('/');
    scrollTo(151);
    expect(header).not.toHaveClass('sh-header--hidden');
    scrollTo(152);
    expect(header).toHaveClass('sh-header--hidden');
    scrollTo(120);
    expect(header).not.toHaveClass('sh-header--hidden');
  });

  it('on other pages hides past 50 px', () => {
    const header = renderAt('/events');
    scrollTo(40);
    expect(header).not.toHaveClass('sh-header--hidden');
    scrollTo(60);
    expect(header).toHaveClass('sh-header--hidden');
    scrollTo(55);
    expect(header).not.toHaveClass('sh-header--hidden');
  });

  it('reads no scroll position until the page scrolls (the read would force a layout at start)', () => {
    const reads = jest.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: reads });
    const header = renderHeader('/events');
    expect(reads).not.toHaveBeenCalled();
    // A new document starts at the top: one jump down past the threshold hides at once.
    scrollTo(300);
    expect(header).toHaveClass('sh-header--hidden');
    scrollTo(280);
    expect(header).not.toHaveClass('sh-header--hidden');
  });

  it('links the main sections and offers sign-in to a signed-out visitor', () => {
    renderAt('/events');
    expect(screen.getByRole('link', { name: 'Cypher home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Events', '/events'],
      ['Organizations', '/organizations'],
      ['Members', '/members'],
      ['Faqs', '/faq'],
      ['Patreon', '/patreon'],
      ['Log in', '/login'],
      ['Create profile', '/signup'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the bell and the user menu instead of sign-in links when signed in', async () => {
    const store = createStore();
    store.set(userAtom, fakeSessionUser({ id: 12, dancerName: 'Bboy Kite' }));
    renderAt('/events', store);
    // The menus are a chunk of their own: until it arrives, an inert placeholder holds their place.
    expect(screen.getByText('Bboy Kite')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu: Bboy Kite' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create profile' })).not.toBeInTheDocument();
    // The bell's first load settles inside act.
    await act(async () => undefined);
  });

  it('keeps the mobile menu open when Escape closes the user menu inside it', async () => {
    const store = createStore();
    store.set(userAtom, fakeSessionUser({ id: 12, dancerName: 'Bboy Kite' }));
    renderAt('/events', store);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = await screen.findByRole('button', { name: 'Account menu: Bboy Kite' });
    fireEvent.click(account);
    fireEvent.keyDown(account, { key: 'Escape' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('sh-nav--open');
  });

  it('shows the unread count on the closed phone menu, where the bell is out of sight', async () => {
    const store = createStore();
    store.set(userAtom, fakeSessionUser({ id: 12, dancerName: 'Bboy Kite' }));
    const notice = (id: number, read: boolean) => ({
      id,
      text: `Notice ${id}`,
      notificationType: 'battle',
      link: null,
      read,
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    renderAt('/events', store, () => [notice(1, false), notice(2, false), notice(3, true)]);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    // styles.css draws the count from data-unread while the menu is closed.
    await waitFor(() => expect(toggle).toHaveAttribute('data-unread', '2'));
    expect(toggle).toHaveAccessibleDescription('2 new message(s)');
  });

  it('has a menu toggle that reports its state', () => {
    renderAt('/events');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'sh-main-nav');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('sh-nav--open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveClass('sh-nav--open');
  });

  it('is reduced to the logo on sign-up', () => {
    renderAt('/signup');
    expect(screen.getByRole('link', { name: 'Cypher home' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
