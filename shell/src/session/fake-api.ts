// Test helper: a fetch that answers the shell's API calls from a table, recording each request
// (method, path, bearer token and caller profile) so tests can check what the session sent.
import type { UserProfile } from '@cypher/contracts';

export interface SentRequest {
  method: string;
  path: string;
  token: string | null;
  caller: string | null;
}

export type Reply = { status: number; body?: unknown };
export type Responder = (request: SentRequest) => Reply | undefined;

export function createFakeApi(respond: Responder) {
  const sent: SentRequest[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      token: headers.Authorization?.replace(/^Bearer /, '') ?? null,
      caller: headers['x-caller-profile'] ?? null,
    };
    sent.push(request);
    const reply = respond(request) ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found', details: {} } } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { ok: reply.status < 400, status: reply.status, text: async () => text } as Response;
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
}

export const unauthorized: Reply = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Sign in again', details: {} } },
};

/** GET /user as the API answers it, acting as `id` among `profiles`. */
export function meAnswer(id: number, dancerName: string | null, profiles: Array<[number, string]> = [[id, dancerName ?? '']]) {
  const me = {
    id,
    dancerName: dancerName ?? '',
    avatar: null,
    isMain: id === profiles[0]?.[0],
    aEmail: 'dancer@example.test',
    authProvider: 'password',
    profiles: profiles.map(([pid, name]) => ({ id: pid, dancerName: name, avatar: null })),
    organizations: [],
  } as unknown as UserProfile;
  return { status: 200, body: me };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
