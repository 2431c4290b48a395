import { render } from '@testing-library/react';
import { areaAt, createFakePlatform, type FakeAnswer, type FakeCall } from '@cypher/contracts/testing';
import EventsRoutes from '../routes';

/** Renders the events routes at `path` as the shell would, with a fake API answering `answer`. */
export function renderEvents(path: string, answer: FakeAnswer, overrides: Parameters<typeof createFakePlatform>[1] = {}) {
  const platform = createFakePlatform(answer, overrides);
  const view = render(areaAt(EventsRoutes, platform, path));
  return { platform, ...view };
}

/** The list calls a fake platform received, as their query strings' values. */
export function listQueries(calls: FakeCall[]) {
  return calls.filter((call) => call.route.name === 'events.list').map((call) => call.input.query ?? {});
}
