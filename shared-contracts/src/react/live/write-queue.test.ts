/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAttempt, ApiClient } from '../../http/api-client.js';
import { routes } from '../../routes/index.js';
import { PlatformProvider } from '../platform-context.js';
import { createFakePlatform, fakeSessionUser } from '../../testing/index.js';
import type { SessionUser } from '../../platform/platform.js';
import { useWriteQueue } from './use-write-queue.js';
import { WRITE_QUEUE_STORAGE_KEY, writeDroppedMessage } from './write-queue.js';

/**
 * The offline queue against a scripted network: `answers` says what each attempt gets (network
 * failure = status 0, a refusal, or ok). Writes made offline wait, show as pending, survive in
 * storage, and replay in order on `online`; the server's refusal leaves the queue and is shown.
 */
type Answer = 'network' | 'ok' | 409;
let answers: Answer[];
let sent: string[];
let toasts: string[];
let online: boolean;
/** Who the session says is signed in, read at every write and replay. */
let user: SessionUser | null;

function attempt(_route: unknown, input: { params: { userId: number } }): Promise<ApiAttempt<unknown>> {
  const answer = answers.shift() ?? 'ok';
  if (answer === 'network') return Promise.resolve({ ok: false, status: 0, error: { code: 'internal', message: 'offline' } });
  sent.push(`checkin ${input.params.userId}`);
  if (answer === 409)
    return Promise.resolve({ ok: false, status: 409, error: { code: 'conflict', message: 'This sparring is finished' } });
  return Promise.resolve({ ok: true, body: { ok: true } });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  answers = [];
  sent = [];
  toasts = [];
  online = true;
  user = null;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

let send: ReturnType<typeof useWriteQueue>['send'];
function Door() {
  const queue = useWriteQueue();
  send = queue.send;
  return createElement('p', { 'data-testid': 'pending' }, queue.pending.map((p) => p.label).join(', ') || 'none');
}

function mount() {
  const platform = createFakePlatform(() => null, { toast: (message: string) => void toasts.push(message) });
  platform.session.getUser = () => user;
  (platform.api as ApiClient).attempt = attempt as ApiClient['attempt'];
  return render(
    createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      createElement(PlatformProvider, { platform, children: createElement(Door) }),
    ),
  );
}

const checkIn = (userId: number) =>
  act(() => send(routes.events.checkInUser, { params: { id: 1, userId } }, { label: `#${userId}`, key: `checkin:${userId}` }));

it('sends at once when online', async () => {
  mount();
  expect(await checkIn(7)).toEqual({ queued: false, body: { ok: true } });
  expect(sent).toEqual(['checkin 7']);
  expect(screen.getByTestId('pending').textContent).toBe('none');
});

it('keeps writes made offline, shows them pending, and replays them in order on reconnect', async () => {
  online = false;
  mount();
  expect(await checkIn(7)).toEqual({ queued: true });
  await checkIn(8);
  expect(sent).toEqual([]);
  expect(screen.getByTestId('pending').textContent).toBe('#7, #8');
  expect(JSON.parse(localStorage.getItem(WRITE_QUEUE_STORAGE_KEY)!)).toHaveLength(2);
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(sent).toEqual(['checkin 7', 'checkin 8']);
  expect(screen.getByTestId('pending').textContent).toBe('none');
});

it('queues when the network fails, keeps later writes behind it, and retries on its own', async () => {
  mount();
  answers = ['network'];
  expect(await checkIn(7)).toEqual({ queued: true });
  // Online, but an earlier write waits: this one goes behind it, not before.
  expect(await checkIn(8)).toEqual({ queued: true });
  answers = ['network'];
  await act(async () => {
    await jest.advanceTimersByTimeAsync(5_000);
  });
  expect(sent).toEqual([]);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(5_000);
  });
  expect(sent).toEqual(['checkin 7', 'checkin 8']);
  expect(screen.getByTestId('pending').textContent).toBe('none');
});

it('lets the server decide: a refused replay leaves the queue and its reason is shown', async () => {
  online = false;
  mount();
  await checkIn(7);
  await checkIn(8);
  online = true;
  answers = [409, 'ok'];
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(sent).toEqual(['checkin 7', 'checkin 8']);
  expect(toasts).toEqual(['This sparring is finished']);
  expect(screen.getByTestId('pending').textContent).toBe('none');
});

it('replays a write only as its author: one made by someone no longer signed in is dropped and said so', async () => {
  online = false;
  user = fakeSessionUser({ id: 5 });
  mount();
  await checkIn(7);
  // Another judge takes the phone: their own write waits behind the first one's.
  user = fakeSessionUser({ id: 6 });
  await checkIn(8);
  expect(JSON.parse(localStorage.getItem(WRITE_QUEUE_STORAGE_KEY)!).map((w: { author: number }) => w.author)).toEqual([5, 6]);
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(sent).toEqual(['checkin 8']);
  expect(toasts).toEqual([writeDroppedMessage('#7')]);
  expect(screen.getByTestId('pending').textContent).toBe('none');
});

it('drops what was queued before signing out when nobody is signed in at replay', async () => {
  online = false;
  user = fakeSessionUser({ id: 5 });
  mount();
  await checkIn(7);
  user = null;
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(sent).toEqual([]);
  expect(toasts).toEqual([writeDroppedMessage('#7')]);
});
