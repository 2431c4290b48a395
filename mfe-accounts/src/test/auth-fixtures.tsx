import { render } from '@testing-library/react';
import type { Platform, PlatformSession, SessionUser } from '@cypher/contracts';
import { areaAt, createFakePlatform, type FakeAnswer, type FakePlatform } from '@cypher/contracts/testing';
import AccountsRoutes from '../routes';

/**
 * A session that behaves like the shell's: `signIn` makes `next` the user (and tells subscribers),
 * `refresh` applies `afterRefresh` (e.g. the dancer name onboarding just saved).
 */
export function fakeSession(initial: SessionUser | null, next: SessionUser | null = initial) {
  let user = initial;
  const listeners = new Set<(user: SessionUser | null) => void>();
  const set = (value: SessionUser | null) => {
    user = value;
    listeners.forEach((listener) => listener(user));
  };
  const session: PlatformSession & { tokens: string[]; afterRefresh?: SessionUser | null } = {
    tokens: [],
    getUser: () => user,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: async (token) => {
      session.tokens.push(token);
      set(next);
      return user;
    },
    signOut: async () => set(null),
    refresh: async () => {
      if (session.afterRefresh !== undefined) set(session.afterRefresh);
      return user;
    },
    switchProfile: async () => undefined,
  };
  return session;
}

export interface Rendered {
  platform: FakePlatform;
  navigate: jest.Mock;
  toast: jest.Mock;
}

/** Renders the accounts routes at `path` with a fake platform answering from `answer`. */
export function renderAccounts(
  path: string,
  answer: FakeAnswer,
  session = fakeSession(null),
  extra: Partial<Platform> = {},
): Rendered {
  const navigate = jest.fn();
  const toast = jest.fn();
  const requireLogin = jest.fn();
  const platform = createFakePlatform(answer, { session, navigate, toast, requireLogin, ...extra });
  render(areaAt(AccountsRoutes, platform, path));
  return { platform, navigate, toast };
}

/** The body of each call to a route, in order. */
export const bodiesOf = (platform: FakePlatform, name: string) =>
  platform.calls.filter((call) => call.route.name === name).map((call) => call.input.body);
