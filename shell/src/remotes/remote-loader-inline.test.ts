// The loader's first read comes from the first HTML when the composition server wrote it there
// (a test file of its own: the loader keeps its configuration for the page's lifetime).
import { loadAreaExport } from './remote-loader';
import { loadFederated, registerAreas } from './federation-instance';
import { fetchRemotesConfig, REMOTES_DATA_ID } from './remotes-config';

jest.mock('./federation-instance', () => ({ loadFederated: jest.fn(), registerAreas: jest.fn(), resetArea: jest.fn() }));
jest.mock('./remotes-config', () => ({ ...jest.requireActual('./remotes-config'), fetchRemotesConfig: jest.fn() }));

it('registers the remotes of the page’s data block without fetching /remotes.json', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = REMOTES_DATA_ID;
  block.textContent = JSON.stringify({ orgs: '/remotes-extra/orgs-canary/mf-manifest.json' });
  document.head.append(block);
  const Routes = () => null;
  (loadFederated as jest.Mock).mockImplementation(async (id: string) =>
    id === 'orgs/meta' ? { contractsVersion: '0.1.0' } : { default: Routes },
  );

  await expect(loadAreaExport('orgs', 'routes')).resolves.toBe(Routes);
  expect(registerAreas).toHaveBeenCalledWith({ orgs: '/remotes-extra/orgs-canary/mf-manifest.json' });
  expect(fetchRemotesConfig).not.toHaveBeenCalled();
});
