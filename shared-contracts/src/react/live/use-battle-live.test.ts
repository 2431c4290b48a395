/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { PlatformProvider } from '../platform-context.js';
import { createFakePlatform, installFakeEventSource, type FakeEventSourceControl } from '../../testing/index.js';
import type { BattleLiveTopic } from '../../rules/battle-live.js';
import { useBattleLive } from './use-battle-live.js';

let fake: FakeEventSourceControl;
let fetches: Record<string, number>;
beforeEach(() => {
  jest.useFakeTimers();
  fake = installFakeEventSource();
  fetches = {};
});
afterEach(() => {
  fake.restore();
  jest.useRealTimers();
});

/** A component reading `key` through swr and listening to battle 7's `topics`. */
function Reader({ swrKey, topics }: { swrKey: string; topics: BattleLiveTopic[] }) {
  const { data } = useSWR(swrKey, async () => (fetches[swrKey] = (fetches[swrKey] ?? 0) + 1));
  useBattleLive(7, topics, [swrKey]);
  return createElement('p', null, `${swrKey}: ${data ?? '-'}`);
}

function mount(children: ReactNode) {
  const platform = createFakePlatform(() => null);
  return render(
    createElement(
      SWRConfig,
      { value: { provider: () => new Map(), dedupingInterval: 0 } },
      createElement(PlatformProvider, { platform, children }),
    ),
  );
}

async function flush() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

it('opens one stream per battle for every component of the page, and closes it with the last', async () => {
  const view = mount([
    createElement(Reader, { key: 'a', swrKey: '/api/battles/7', topics: ['battle'] }),
    createElement(Reader, { key: 'b', swrKey: '/api/battles/7/prelims', topics: ['prelims', 'checkins'] }),
  ]);
  await flush();
  expect(fake.sources.map((s) => s.url)).toEqual(['/api/battles/7/live']);
  view.unmount();
  expect(fake.sources[0].closed).toBe(true);
});

it('revalidates only the keys of the matching topic; a reset revalidates every key', async () => {
  mount([
    createElement(Reader, { key: 'a', swrKey: '/api/battles/7', topics: ['battle'] }),
    createElement(Reader, { key: 'b', swrKey: '/api/battles/7/prelims', topics: ['prelims', 'checkins'] }),
  ]);
  await flush();
  expect(fetches).toEqual({ '/api/battles/7': 1, '/api/battles/7/prelims': 1 });
  act(() => fake.openAt('/battles/7/live')!.emit({ topic: 'checkins' }, { id: '5-0' }));
  await flush();
  expect(fetches).toEqual({ '/api/battles/7': 1, '/api/battles/7/prelims': 2 });
  act(() => fake.openAt('/battles/7/live')!.emit({ topic: 'sparring', id: 3 }, { id: '6-0' }));
  await flush();
  expect(fetches).toEqual({ '/api/battles/7': 1, '/api/battles/7/prelims': 2 });
  act(() => fake.openAt('/battles/7/live')!.emit({}, { type: 'reset' }));
  await flush();
  expect(fetches).toEqual({ '/api/battles/7': 2, '/api/battles/7/prelims': 3 });
});

it('reconnects after a drop with growing delays, resuming from the last event id', async () => {
  mount(createElement(Reader, { swrKey: '/api/battles/7', topics: ['battle'] }));
  await flush();
  const first = fake.openAt('/battles/7/live')!;
  first.open();
  act(() => first.emit({ topic: 'battle' }, { id: '1700000000000-4' }));
  first.drop();
  expect(first.closed).toBe(true);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(999);
  });
  expect(fake.sources).toHaveLength(1);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  const second = fake.sources[1];
  expect(second.url).toBe('/api/battles/7/live?lastEventId=1700000000000-4');
  second.drop();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1_999);
  });
  expect(fake.sources).toHaveLength(2);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(fake.sources).toHaveLength(3);
  // Back online: no waiting out the backoff.
  fake.sources[2].drop();
  act(() => window.dispatchEvent(new Event('online')));
  expect(fake.sources).toHaveLength(4);
  expect(fake.sources[3].url).toBe('/api/battles/7/live?lastEventId=1700000000000-4');
});

it('waits while the battle id is unknown', async () => {
  mount(createElement(() => (useBattleLive(null, ['battle'], []), null)));
  await flush();
  expect(fake.sources).toEqual([]);
});
