import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { createPlatform } from '../platform/create-platform';
import { ShellPlatformProvider } from '../platform/platform-context';
import { AppRoutes } from '../routing/app-routes';
import { createFakeApi, meAnswer, memoryStorage, unauthorized, type Responder } from '../session/fake-api';
import { signInRedirect } from '@cypher/contracts/rules';
import { afterSignInPath, parseAuthFragment } from '../session/auth-complete';
import { TOKEN_STORAGE_KEY } from '../session/session-storage';
import { toastAtom } from '../state/session-atoms';
import { fakeSessionUser } from '@cypher/contracts/testing';

jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ area }: { area: string }) => <p>{`area ${area}`}</p>,
}));

function Probe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

async function arrive(url: string, respond: Responder) {
  window.history.replaceState(null, '', url);
  const historyLength = window.history.length;
  const store = createStore();
  const storage = memoryStorage();
  const api = createFakeApi(respond);
  const platform = createPlatform({ store, navigate: jest.fn(), currentPath: () => '/', storage, fetch: api.fetch });
  window.scrollTo = jest.fn();
  render(
    <Provider store={store}>
      <ShellPlatformProvider platform={platform}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <AppRoutes />
          <Probe />
        </BrowserRouter>
      </ShellPlatformProvider>
    </Provider>,
  );
  await act(async () => undefined);
  return { store, storage, api, historyLength };
}

describe('/auth/complete', () => {
  it('signs in with the fragment’s token and goes to the redirect, replacing history', async () => {
    const { storage, api, historyLength } = await arrive('/auth/complete#token=tok-g&redirect=%2Fevent%2F3%3Ftab%3Dinfo', (r) =>
      r.path === '/user' ? meAnswer(8, 'Bboy Google') : undefined,
    );
    expect(api.sent[0]).toMatchObject({ path: '/user', token: 'tok-g' });
    expect(storage.items.get(TOKEN_STORAGE_KEY)).toBe('tok-g');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/event\/3\?tab=info$/);
    expect(window.location.href).not.toContain('tok-g');
    expect(window.history.length).toBe(historyLength);
  });

  it('sends a user without a dancer name to finish the profile, keeping the redirect', async () => {
    await arrive('/auth/complete#token=tok-new&redirect=%2Forganizations', () => meAnswer(9, null));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/signup?incomplete=true&redirect=${encodeURIComponent('/organizations')}`,
    );
  });

  it('goes Home when there is no redirect', async () => {
    await arrive('/auth/complete#token=tok', () => meAnswer(9, 'Dancer'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('without a token goes to Login with an error toast', async () => {
    const { store, api } = await arrive('/auth/complete#redirect=%2Fevents', () => undefined);
    expect(api.sent).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?redirect=${encodeURIComponent('/events')}`);
    expect(store.get(toastAtom)).toMatchObject({ kind: 'error' });
  });

  it('with a token the API refuses goes to Login with an error toast and keeps nothing', async () => {
    const { store, storage } = await arrive('/auth/complete#token=forged', () => unauthorized);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(store.get(toastAtom)).toMatchObject({ kind: 'error' });
    expect(storage.items.size).toBe(0);
    expect(window.location.href).not.toContain('forged');
  });
});

describe('auth-complete helpers', () => {
  it('parses the fragment', () => {
    expect(parseAuthFragment('#token=a.b.c&redirect=%2Fx')).toEqual({ token: 'a.b.c', redirect: '/x', error: null });
    expect(parseAuthFragment('')).toEqual({ token: null, redirect: null, error: null });
  });

  it.each(['https://evil.test', '//evil.test/x', '/\\evil.test', 'event/3', '/login?redirect=%2F', '/signup'])(
    'refuses %s as a redirect',
    (redirect) => {
      expect(signInRedirect(redirect)).toBeNull();
      expect(afterSignInPath(fakeSessionUser({ id: 1, dancerName: 'Ayu' }), redirect)).toBe('/');
    },
  );

  it('sends a complete dancer to the redirect, never to Login', () => {
    const dancer = fakeSessionUser({ id: 1, dancerName: 'Ayu' });
    expect(afterSignInPath(dancer, '/battle/2')).toBe('/battle/2');
    expect(afterSignInPath(dancer, '/login')).toBe('/');
  });
});
