import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FeatureAppProps, Platform } from '@cypher/contracts';
import { ShellPlatformProvider } from '../platform/platform-context';
import { RemoteArea } from './remote-area';
import { loadAreaExport, RemoteLoadError } from './remote-loader';
import type { AreaName } from './remotes-config';

jest.mock('./remote-loader', () => {
  const actual = jest.requireActual('./remote-loader');
  return { ...actual, loadAreaExport: jest.fn() };
});

const load = loadAreaExport as jest.MockedFunction<typeof loadAreaExport>;
const platform = { host: 'shell' } as Platform;

function EventsArea({ platform: received }: FeatureAppProps) {
  return <p>Events area on {received.host}</p>;
}

// Loaded areas are kept for the page's lifetime, so each test uses an area of its own.
function renderArea(area: AreaName) {
  return render(
    <ShellPlatformProvider platform={platform}>
      <header>Header stays</header>
      <RemoteArea area={area} expose="routes" />
    </ShellPlatformProvider>,
  );
}

describe('RemoteArea', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    load.mockReset();
    // The boundary reports the failure to the console on purpose; keep test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loading state, then the area with the platform', async () => {
    let resolve!: (component: typeof EventsArea) => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderArea('events');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve(EventsArea));
    expect(await screen.findByText('Events area on shell')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('events', 'routes');
  });

  it('contains a failed load with Retry, which loads again', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('battles', 'unavailable', 'remoteEntry.js answered 503'));
    renderArea('battles');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Cypher could not load.');
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    load.mockResolvedValueOnce(EventsArea as never);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Events area on shell')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when the area was built against another contracts major', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('orgs', 'incompatible', 'built against contracts 1.0.0'));
    renderArea('orgs');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Cypher is being updated and cannot open right now.');
  });
});
