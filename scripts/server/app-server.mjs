// The composition server: one origin for the whole app. API under /api, each feature app's build
// under /remotes/<name>/, the remotes configuration at /remotes.json (read from disk on every
// request, so pointing it at a new build switches a remote without rebuilding the shell), and the
// shell with an SPA fallback for every other path.
import fs from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { visitOf } from '@cypher/contracts';
import { createCardHints, forgetCardsOnWrites } from './card-hints.mjs';
import { sendHtml } from './compressed-files.mjs';
import { createPageHeads, renderHead } from './page-head.mjs';
import { createPageHints } from './page-hints.mjs';
import { securityHeaders } from './security-headers.mjs';
import { withStaticContent } from './static-frame.mjs';
import { staticArea } from './static-area.mjs';
import { visitBlock } from './visit-hint.mjs';

export const FEATURE_APPS = { accounts: 'mfe-accounts', events: 'mfe-events', battles: 'mfe-battles', orgs: 'mfe-orgs' };

export function createAppServer({
  root,
  api,
  remotesFile,
  remoteDirs = {},
  trustProxy = false,
  firebase = null,
  maps = false,
  publicUrl = null,
}) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ remotesFile, firebase, maps }));
  const cardHintsFor = createCardHints();
  app.use('/api', forgetCardsOnWrites(cardHintsFor), api);

  app.get('/remotes.json', async (_req, res, next) => {
    try {
      const text = await fs.readFile(remotesFile, 'utf8');
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/json').send(text);
    } catch (error) {
      next(error);
    }
  });

  // URL prefix → folder of every build served here; the first HTML reads their manifests too.
  const localDirs = {};
  for (const [name, dir] of Object.entries(FEATURE_APPS)) {
    localDirs[`/remotes/${name}`] = remoteDirs[name] ?? path.join(root, dir, 'dist');
  }
  // Extra builds (a canary of one remote, say) can be dropped under /remotes-extra/<folder>/.
  localDirs['/remotes-extra'] = path.join(root, 'data', 'remotes-extra');
  for (const [prefix, dist] of Object.entries(localDirs)) app.use(prefix, staticArea(dist, { cors: true }));

  const shellDist = path.join(root, 'shell', 'dist');
  app.use(staticArea(shellDist));
  const headFor = createPageHeads({ root });
  const hintsFor = createPageHints({ remotesFile, localDirs, shellDist });
  app.get('/{*splat}', async (req, res, next) => {
    // Unknown files keep their 404; page paths get the shell, whose router handles /404.
    if (path.extname(req.path)) return next();
    try {
      // Read per request, like /remotes.json: a new shell build is served without a restart.
      const apiOrigin = `http://127.0.0.1:${req.socket.localPort}`;
      const visit = visitOf(req.headers.cookie);
      const [html, head, hints, cardHints] = await Promise.all([
        fs.readFile(path.join(shellDist, 'index.html'), 'utf8'),
        headFor(req.path, apiOrigin),
        hintsFor(req.path, { signedIn: visit.signedIn }),
        cardHintsFor(req.path, { apiOrigin, signedIn: visit.signedIn, query: req.query }),
      ]);
      res.setHeader('Cache-Control', 'no-cache');
      // The page differs with the visitor's cookies (the visit block, the signed-out preloads).
      res.vary('Cookie');
      const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`;
      const page = withStaticContent(head ? renderHead(html, head, { origin, pathname: req.path }) : html, req.path);
      sendHtml(
        req,
        res,
        page.replace('</head>', () => `${visitBlock(visit)}${cardHints}${hints}</head>`),
      );
    } catch (error) {
      next(error);
    }
  });
  return app;
}
