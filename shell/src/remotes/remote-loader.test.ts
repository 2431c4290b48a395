import { loadAreaExport, RemoteLoadError } from './remote-loader';
import { loadFederated, registerAreas, resetArea } from './federation-instance';
import { fetchRemotesConfig } from './remotes-config';

jest.mock('./federation-instance', () => ({ loadFederated: jest.fn(), registerAreas: jest.fn(), resetArea: jest.fn() }));
jest.mock('./remotes-config', () => ({ ...jest.requireActual('./remotes-config'), fetchRemotesConfig: jest.fn() }));

const loadMock = loadFederated as jest.Mock;
const configMock = fetchRemotesConfig as jest.Mock;
const Routes = () => null;
const config = {
  events: '/remotes/events/mf-manifest.json',
  battles: '/remotes/battles/mf-manifest.json',
  accounts: '/remotes/accounts/mf-manifest.json',
};
// The loader keeps what it learned (registered remotes, failed areas) for the page's lifetime,
// so each test below uses an area of its own.

describe('loadAreaExport', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    configMock.mockResolvedValue(config);
  });

  it('registers the configured remotes once, checks meta, then returns the default export', async () => {
    loadMock.mockImplementation(async (id: string) =>
      id === 'events/meta' ? { default: { name: 'events', contractsVersion: '0.4.2', buildId: 'b1' } } : { default: Routes },
    );
    await expect(loadAreaExport('events', 'routes')).resolves.toBe(Routes);
    await expect(loadAreaExport('events', 'home')).resolves.toBe(Routes);
    expect(registerAreas).toHaveBeenCalledTimes(1);
    expect(registerAreas).toHaveBeenCalledWith(config);
    expect(loadMock).toHaveBeenCalledWith('events/routes');
  });

  it('refuses an area built against another contracts major', async () => {
    loadMock.mockResolvedValue({ name: 'battles', contractsVersion: '3.0.0', buildId: 'b2' });
    const failure = loadAreaExport('battles', 'routes');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ failure: 'incompatible', area: 'battles' });
  });

  it('turns a contained runtime failure into an unavailable area, and re-registers it before the retry', async () => {
    loadMock.mockResolvedValueOnce({ __cypherRemoteFailed: true, id: 'accounts/meta', error: new Error('404') });
    await expect(loadAreaExport('accounts', 'routes')).rejects.toMatchObject({ failure: 'unavailable' });
    expect(resetArea).not.toHaveBeenCalled();

    loadMock.mockImplementation(async (id: string) =>
      id === 'accounts/meta' ? { contractsVersion: '0.1.0' } : { default: Routes },
    );
    await expect(loadAreaExport('accounts', 'routes')).resolves.toBe(Routes);
    expect(resetArea).toHaveBeenCalledWith('accounts', '/remotes/accounts/mf-manifest.json');
  });

  it('fails an area that remotes.json does not list', async () => {
    await expect(loadAreaExport('orgs', 'routes')).rejects.toMatchObject({ failure: 'unavailable', area: 'orgs' });
  });
});
