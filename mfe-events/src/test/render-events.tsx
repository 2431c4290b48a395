import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { createFakePlatform, type FakeAnswer, type FakeCall } from '@cypher/contracts/testing';
import EventsRoutes from '../routes';

/** Renders the events routes at `path` as the shell would, with a fake API answering `answer`. */
export function renderEvents(path: string, answer: FakeAnswer, overrides: Parameters<typeof createFakePlatform>[1] = {}) {
  const platform = createFakePlatform(answer, overrides);
  const view = render(
    // A fresh swr cache per test: answers must not carry over from one test to the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
        <EventsRoutes platform={platform} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { platform, ...view };
}

/** The list calls a fake platform received, as their query strings' values. */
export function listQueries(calls: FakeCall[]) {
  return calls.filter((call) => call.route.name === 'events.list').map((call) => call.input.query ?? {});
}
