import { ERRORS } from '../texts.js';
import { Type } from '@sinclair/typebox';
import { createApiClient } from './api-client.js';
import { fileNameFromDisposition } from './download-file.js';
import { CALLER_PROFILE_HEADER } from './headers.js';
import { defineRoute } from './route.js';

const getEvent = defineRoute({
  name: 'test.get',
  method: 'GET',
  path: '/events/:id',
  summary: 'one event',
  access: 'public',
  params: Type.Object({ id: Type.Integer() }),
  query: Type.Object({ pp: Type.Optional(Type.Integer()), o: Type.Optional(Type.Array(Type.Integer())) }),
  response: Type.Object({ id: Type.Integer() }),
});

const saveEvent = defineRoute({
  name: 'test.save',
  method: 'POST',
  path: '/events/:id',
  summary: 'save',
  access: 'signedIn',
  params: Type.Object({ id: Type.Integer() }),
  body: Type.Object({ title: Type.String() }),
  response: Type.Object({ id: Type.Integer() }),
});

function answering(status: number, body: unknown) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('createApiClient', () => {
  it('builds the URL from the path params and drops empty query values', () => {
    const client = createApiClient({ baseUrl: '/api/' });
    expect(client.url(getEvent, { params: { id: 7 }, query: { pp: 50, o: [1, 2] } })).toBe('/api/events/7?pp=50&o=1%2C2');
    expect(client.url(getEvent, { params: { id: 7 }, query: {} })).toBe('/api/events/7');
  });

  it('sends the token and the caller-profile header, and the body as JSON', async () => {
    const fetch = answering(200, { id: 7 });
    const client = createApiClient({ baseUrl: '/api', fetch, getToken: () => 'tok', getCallerProfileId: () => 12 });
    await expect(client.call(saveEvent, { params: { id: 7 }, body: { title: 'Jam' } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/events/7');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers[CALLER_PROFILE_HEADER]).toBe('12');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"title":"Jam"}');
  });

  it('sends no auth headers when signed out', async () => {
    const fetch = answering(200, { id: 7 });
    await createApiClient({ baseUrl: '/api', fetch, getToken: () => null, getCallerProfileId: () => null }).call(getEvent, {
      params: { id: 7 },
    });
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers[CALLER_PROFILE_HEADER]).toBeUndefined();
  });

  it('answers null and reports the server message when the body has an error field', async () => {
    const onError = jest.fn();
    const fetch = answering(409, { error: { code: 'conflict', message: 'already in use' } });
    const client = createApiClient({ baseUrl: '/api', fetch, onError });
    await expect(client.call(getEvent, { params: { id: 7 } })).resolves.toBeNull();
    expect(onError).toHaveBeenCalledWith('already in use');
  });

  it('reports a schema message as a text a person can act on, never the field path', async () => {
    const onError = jest.fn();
    const fetch = answering(400, {
      error: { code: 'bad_request', message: 'query.pp must be <= 100', details: { field: 'query.pp' } },
    });
    const client = createApiClient({ baseUrl: '/api', fetch, onError });
    await expect(client.call(getEvent, { params: { id: 7 } })).resolves.toBeNull();
    expect(onError).toHaveBeenCalledWith(ERRORS.checkYourInput);
  });

  it('attempt answers the status and error body of a failure without reporting it', async () => {
    const onError = jest.fn();
    const client = createApiClient({
      baseUrl: '/api',
      fetch: answering(429, { error: { code: 'too_many_requests', message: 'slow down' } }),
      onError,
    });
    await expect(client.attempt!(getEvent, { params: { id: 7 } })).resolves.toEqual({
      ok: false,
      status: 429,
      error: { code: 'too_many_requests', message: 'slow down' },
    });
    expect(onError).not.toHaveBeenCalled();
    const ok = createApiClient({ baseUrl: '/api', fetch: answering(200, { id: 7 }), onError });
    await expect(ok.attempt!(getEvent, { params: { id: 7 } })).resolves.toEqual({ ok: true, body: { id: 7 } });
  });

  it('treats an error field in a 200 answer as a failure too', async () => {
    const onError = jest.fn();
    const client = createApiClient({
      baseUrl: '/api',
      fetch: answering(200, { error: { code: 'conflict', message: 'taken' } }),
      onError,
    });
    await expect(client.call(getEvent, { params: { id: 7 } })).resolves.toBeNull();
    expect(onError).toHaveBeenCalledWith('taken');
  });

  it('gives up after the timeout and reports it', async () => {
    jest.useFakeTimers();
    try {
      const onError = jest.fn();
      const fetch = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
          }),
      );
      const pending = createApiClient({ baseUrl: '/api', fetch, onError, timeoutMs: 15_000 }).call(getEvent, {
        params: { id: 1 },
      });
      jest.advanceTimersByTime(14_999);
      expect(onError).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await expect(pending).resolves.toBeNull();
      expect(onError).toHaveBeenCalledWith('The server took too long to answer');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses to build a path with a missing parameter', () => {
    const client = createApiClient({ baseUrl: '/api' });
    expect(() => client.url(getEvent, { params: {} as { id: number } })).toThrow('Missing path parameter "id"');
  });

  it('downloads a file with the token and caller header and names it from Content-Disposition', async () => {
    const fetch = jest.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('id,name\n1,Kid Kairo\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''Crew%20Clash.csv`,
          },
        }),
    );
    const client = createApiClient({ baseUrl: '/api', fetch, getToken: () => 'tok', getCallerProfileId: () => 12 });
    const file = await client.download!(getEvent, { params: { id: 7 } });
    expect(file?.fileName).toBe('Crew Clash.csv');
    await expect(file?.blob.text()).resolves.toBe('id,name\n1,Kid Kairo\n');
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers[CALLER_PROFILE_HEADER]).toBe('12');
  });

  it('answers null for a refused download without reporting it', async () => {
    const onError = jest.fn();
    const client = createApiClient({
      baseUrl: '/api',
      fetch: answering(403, { error: { code: 'forbidden', message: 'No' } }),
      onError,
    });
    await expect(client.download!(getEvent, { params: { id: 7 } })).resolves.toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename, prefers filename*, and falls back', () => {
    expect(fileNameFromDisposition('attachment; filename="Open 1v1.csv"', 'f')).toBe('Open 1v1.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''B-Girl%20%C3%A9.csv", 'f')).toBe('B-Girl é.csv');
    expect(fileNameFromDisposition(null, 'download')).toBe('download');
  });
});
