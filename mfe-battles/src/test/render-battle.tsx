import { render } from '@testing-library/react';
import type { Battle } from '@cypher/contracts';
import { areaAt, type FakeCall, type FakePlatform } from '@cypher/contracts/testing';
import BattlesRoutes from '../routes';

/** GET /battles/:id over the given battles; any other id answers as a failed call (null). */
export const battlesApi =
  (...known: Battle[]) =>
  ({ route, input }: FakeCall) =>
    route.name === 'battles.get' ? (known.find((b) => b.id === Number(input.params?.id)) ?? null) : null;

/** The battles area at `path` on a fake platform, with a fresh swr cache (no answer leaks between tests). */
export function renderBattle(platform: FakePlatform, path = '/battle/12') {
  return render(areaAt(BattlesRoutes, platform, path));
}

/** The calls of a fake platform by route name, for "what did the page ask for" assertions. */
export const callsTo = (platform: FakePlatform, name: string) => platform.calls.filter((call) => call.route.name === name);
