import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { fakeSessionUser } from '@cypher/contracts/testing';
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { notFoundAtom, sessionLoadingAtom, userAtom } from '../state/session-atoms';
import { AppRoutes } from './app-routes';
import { NavigationEffects } from './navigation-effects';

jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ area, expose }: { area: string; expose: string }) => <p>{`area ${area}/${expose}`}</p>,
}));

let navigate: (to: string) => void = () => undefined;
function Probe() {
  const location = useLocation();
  navigate = useNavigate();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, store = createStore()) {
  window.scrollTo = jest.fn();
  render(
    <Provider store={store}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
        <NavigationEffects />
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('AppRoutes', () => {
  it('shows Home with the featured events widget at /, whose buttons are the only pair', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('area events/home')).toBeInTheDocument();
    // 'View events' / 'Create event' are the events widget's (Signup with redirect when signed out).
    expect(screen.queryByRole('link', { name: 'View events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
  });

  it.each([
    ['/events/calendar', 'area events/routes'],
    ['/profile/3', 'area accounts/routes'],
    ['/sparring/8', 'area battles/routes'],
    ['/organization/2/settings', 'area orgs/routes'],
  ])('hands %s to its area', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/faq', 'Frequently asked questions'],
    ['/patreon', 'Support Cypher'],
    ['/policy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('shows the shell’s own page at %s, loaded on demand', async (path, heading) => {
    renderAt(path);
    // The first of them imports the page chunk (marked's output, the FAQ's disclosures): about a
    // second alone, more on a busy machine, so the default 1 s wait failed now and then.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/^area /)).not.toBeInTheDocument();
  });

  it('redirects an unknown path to /404', () => {
    renderAt('/no-such-page');
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a login-only page to Login', () => {
    renderAt('/profile-setting?tabName=general');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile-setting%3FtabName%3Dgeneral');
    expect(screen.getByText('area accounts/routes')).toBeInTheDocument();
  });

  it('lets a complete dancer in', () => {
    const store = createStore();
    store.set(userAtom, fakeSessionUser({ id: 1, dancerName: 'Bgirl Sunny' }));
    renderAt('/create-event', store);
    expect(screen.getByTestId('location')).toHaveTextContent('/create-event');
  });

  it('waits for the stored session before guarding, so a signed-in dancer is not bounced on reload', () => {
    const store = createStore();
    store.set(sessionLoadingAtom, true);
    renderAt('/profile-setting?tabName=general', store);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile-setting?tabName=general');
    act(() => {
      store.set(userAtom, fakeSessionUser({ id: 3, dancerName: 'Bboy Reload' }));
      store.set(sessionLoadingAtom, false);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/profile-setting?tabName=general');
    expect(screen.getByText('area accounts/routes')).toBeInTheDocument();
  });

  it('still sends a visitor whose stored session failed to load to Login once loading ends', () => {
    const store = createStore();
    store.set(sessionLoadingAtom, true);
    renderAt('/create-event', store);
    act(() => store.set(sessionLoadingAtom, false));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fcreate-event');
  });

  it('shows the 404 page while the not-found flag holds the current path, and clears it on the next move', () => {
    const store = renderAt('/event/404404');
    act(() => store.set(notFoundAtom, '/event/404404'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/event/404404');

    act(() => navigate('/events'));
    expect(screen.getByText('area events/routes')).toBeInTheDocument();
    expect(store.get(notFoundAtom)).toBeNull();
  });
});
