// The first HTML's hints (page-hints.mjs): the remotes data block, the area's code and the page's
// first API reads, with a real remotes file and a real build folder on disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageHints } from './page-hints.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-hints-'));
const remotesFile = path.join(dir, 'remotes.json');
const battlesDist = path.join(dir, 'battles');
fs.mkdirSync(battlesDist);
fs.writeFileSync(
  remotesFile,
  JSON.stringify({ battles: '/remotes/battles/mf-manifest.json', events: '/remotes/events/mf-manifest.json' }),
);
fs.writeFileSync(
  path.join(battlesDist, 'mf-manifest.json'),
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      { name: 'meta', assets: { js: { sync: ['meta.1.js'] } } },
      // A real manifest lists under each expose every chunk it may load later, the ./parcel
      // expose's included (async): only the sync files are the page's first code.
      {
        name: 'routes',
        assets: {
          js: { sync: ['routes.2.js'], async: ['page.5.js', '__federation_expose_parcel.6.js'] },
          css: { sync: ['routes.3.css'], async: ['page.4.css'] },
        },
      },
      { name: 'parcel', assets: { js: { sync: ['__federation_expose_parcel.6.js'] } } },
    ],
  }),
);
const shellDist = path.join(dir, 'shell');
fs.mkdirSync(shellDist);
fs.writeFileSync(path.join(shellDist, 'first-scripts.json'), JSON.stringify(['bootstrap.a.js', '268.b.js']));
fs.writeFileSync(
  path.join(shellDist, 'mf-manifest.json'),
  JSON.stringify({
    shared: [
      { name: 'react', assets: { js: { sync: ['121.c.js'] } } },
      { name: 'react-dom', assets: { js: { sync: ['470.d.js', '89.e.js'] } } },
      { name: 'swr', assets: { js: { sync: ['268.b.js'] } } },
    ],
  }),
);
const hintsFor = createPageHints({ remotesFile, localDirs: { '/remotes/battles': battlesDist }, shellDist });
// Each shared module's own chunk (the first of its files), once; not react-dom's second copy.
const SHELL_HINTS = ['/bootstrap.a.js', '/268.b.js', '/121.c.js', '/470.d.js'].map(
  (file) => `rel="preload" as="script" href="${file}"`,
);
const links = (html) => [...html.matchAll(/<link ([^>]*)>/g)].map(([, attributes]) => attributes);
const fetchPreload = (href) => `rel="preload" as="fetch" crossorigin="anonymous" href="${href}"`;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('createPageHints', () => {
  it('preloads the page’s first API reads beside its area’s code, URLs as the API client writes them', async () => {
    expect(links(await hintsFor('/battle/7/brackets'))).toEqual([
      ...SHELL_HINTS,
      fetchPreload('/remotes/battles/mf-manifest.json'),
      'rel="prefetch" as="script" href="/remotes/battles/remoteEntry.js"',
      'rel="prefetch" as="script" href="/remotes/battles/meta.1.js"',
      'rel="prefetch" as="script" href="/remotes/battles/routes.2.js"',
      // The stylesheet the routes module's chunk loads with it; not the chunks and stylesheets of
      // the pages it may open, nor the ./parcel expose (single-spa lifecycles), which the manifest
      // also lists under ./routes.
      'rel="prefetch" as="style" href="/remotes/battles/routes.3.css"',
      fetchPreload('/api/battles/7'),
      fetchPreload('/api/battles/7/brackets'),
    ]);
    expect(links(await hintsFor('/')).slice(SHELL_HINTS.length + 1)).toEqual([
      fetchPreload('/api/events?p=0&amp;pp=3&amp;t=now&amp;s=date-asc'),
      fetchPreload('/api/events?p=0&amp;pp=3&amp;t=future&amp;s=date-asc'),
      fetchPreload('/api/workshops'),
    ]);
  });

  it('preloads the shell’s scripts on every page, before the area’s: its bootstrap and the chunk of each shared module', async () => {
    for (const page of ['/', '/battle/7', '/faq', '/no-such-area']) {
      expect([page, links(await hintsFor(page)).slice(0, SHELL_HINTS.length)]).toEqual([page, SHELL_HINTS]);
    }
  });

  it('preloads no API answer for a signed-in visitor, a page without a fixed first read or a bad id', async () => {
    expect(links(await hintsFor('/battle/7', { signedIn: true }))).not.toContainEqual(fetchPreload('/api/battles/7'));
    expect(links(await hintsFor('/battle/7', { signedIn: true }))[SHELL_HINTS.length]).toBe(
      fetchPreload('/remotes/battles/mf-manifest.json'),
    );
    for (const page of ['/events/calendar', '/battle/x', '/no-such-area']) {
      expect([page, links(await hintsFor(page)).filter((l) => l.includes('/api/'))]).toEqual([page, []]);
    }
  });
});
