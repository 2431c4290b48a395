import type { ApiAttempt, ApiClient } from '../http/api-client.js';
import type { ApiErrorBody } from '../http/api-error.js';
import { imageRoutes } from '../routes/media.js';
import { buildPath, type AnyRoute } from '../http/route.js';
import type { Platform, SessionUser } from '../platform/platform.js';

/** One request a fake client received. */
export interface FakeCall {
  route: AnyRoute;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
}

/** A failed answer with a status, for pages that tell failures apart (`api.attempt`). */
export class FakeApiFailure {
  constructor(
    readonly status: number,
    readonly error: ApiErrorBody['error'],
  ) {}
}

/** `answer` returns this for a failed call: `call` then resolves to null, `attempt` to the failure. */
export function fakeApiFailure(
  status: number,
  message: string,
  code: ApiErrorBody['error']['code'] = 'bad_request',
): FakeApiFailure {
  return new FakeApiFailure(status, { code, message });
}

/**
 * Answers one request: the body, or null / `fakeApiFailure(…)` for a failed call (as the real
 * client does); a download answers `{ blob, fileName }`. An upload (`platform.upload`) arrives as `images.upload` with the file as body.
 */
export type FakeAnswer = (call: FakeCall) => unknown | Promise<unknown>;

export interface FakePlatform extends Platform {
  /** Every request, in order, for assertions on what a page asked for. */
  calls: FakeCall[];
}

/**
 * A Platform for tests of feature apps: the API answers from `answer` (fixtures typed by the
 * contracts), everything else records nothing and can be replaced through `overrides`
 * (e.g. `{ notFound: jest.fn() }`). It has no test-runner dependency so every project can use it.
 */
export function createFakePlatform(
  answer: FakeAnswer,
  overrides: Partial<Platform> & { user?: SessionUser | null } = {},
): FakePlatform {
  const calls: FakeCall[] = [];
  const { user = null, ...rest } = overrides;
  const url = (route: AnyRoute, input?: FakeCall['input']) => {
    const query = new URLSearchParams(
      Object.entries(input?.query ?? {})
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    );
    return `/api${buildPath(route.path, input?.params)}${query.size ? `?${query}` : ''}`;
  };
  const ask = async (call: FakeCall) => {
    calls.push(call);
    return answer(call);
  };
  const api: ApiClient = {
    baseUrl: '/api',
    url: (route, input) => url(route, input as FakeCall['input']),
    call: async (route, input) => {
      const body = await ask({ route, input: (input ?? {}) as FakeCall['input'] });
      return (body instanceof FakeApiFailure ? null : body) as never;
    },
    attempt: async (route, input) => {
      const body = await ask({ route, input: (input ?? {}) as FakeCall['input'] });
      if (body instanceof FakeApiFailure) return { ok: false, status: body.status, error: body.error };
      if (body === null || body === undefined)
        return { ok: false, status: 500, error: { code: 'internal', message: 'Something went wrong' } };
      return { ok: true, body } as ApiAttempt<never>;
    },
    download: async (route, input) => {
      const body = await ask({ route, input: (input ?? {}) as FakeCall['input'] });
      const file = body as { blob?: unknown; fileName?: unknown } | null;
      return file && file.blob instanceof Blob && typeof file.fileName === 'string'
        ? { blob: file.blob, fileName: file.fileName }
        : null;
    },
  };
  return {
    api,
    calls,
    session: {
      getUser: () => user,
      subscribe: () => () => undefined,
      signIn: async () => user,
      signOut: async () => undefined,
      refresh: async () => user,
      switchProfile: async () => undefined,
    },
    navigate: () => undefined,
    toast: () => undefined,
    requireLogin: () => undefined,
    notFound: () => undefined,
    imageUrl: (id, width, height = width) => (id ? `/api/images/${id}?w=${width}&h=${height}` : null),
    upload: async (file) => {
      const body = await ask({ route: imageRoutes.upload, input: { body: file } });
      const id = (body as { id?: unknown } | null)?.id;
      return typeof id === 'number' ? id : null;
    },
    host: 'shell',
    ...rest,
  };
}

/** A signed-in session user for tests; pass only the fields a test cares about. */
export function fakeSessionUser(fields: Partial<SessionUser> & { id: number }): SessionUser {
  return {
    dancerName: `Dancer ${fields.id}`,
    avatar: null,
    isMain: true,
    email: `dancer${fields.id}@example.test`,
    authProvider: 'password',
    profiles: [{ id: fields.id, dancerName: fields.dancerName ?? `Dancer ${fields.id}`, avatar: null }],
    organizations: [],
    ...fields,
  };
}
