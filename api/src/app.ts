import express, { Router } from 'express';
import cors from 'cors';
import type { Knex } from 'knex';
import type { ApiConfig } from './config.js';
import { errorHandler, notFoundHandler } from './errors.js';
import type { RouteTable } from './http/bind-route.js';
import { buildOpenApi } from './http/openapi.js';
import { healthHandler } from './http/health.js';
import { createRepositories } from './repositories/index.js';
import { createServices } from './services/index.js';
import { bindEventRoutes } from './routes/events.js';
import { bindOrgRoutes } from './routes/orgs.js';
import { bindMediaRoutes } from './routes/media.js';
import { bindUserRoutes } from './routes/users.js';
import { battleDownloadRouter, bindBattleRoutes } from './routes/battles.js';
import { bindCalendarLinkRoutes, eventCalendarRouter } from './routes/event-calendar.js';
import { bindSiteRoutes } from './routes/site.js';
import { bindPrelimsRoutes } from './routes/prelims.js';
import { imagesRouter } from './routes/images.js';
import { authenticate } from './auth/authenticate.js';
import { resolveAuthSecret } from './auth/auth-secret.js';
import { bindIdentityRoutes } from './routes/identity.js';
import { createMailer } from './auth/mailer.js';
import { imageUploadRouter } from './routes/image-upload.js';
import { apiSecurityHeaders } from './http/security-headers.js';
import { routes as contractRoutes } from '@cypher/contracts';
import { battleLiveRouter, createBattleLive } from './live/index.js';

export interface AppDependencies {
  db: Knex;
  config: ApiConfig;
  /** Where unexpected errors are logged (tests pass a spy). */
  log?: (error: unknown) => void;
  /** The clock; tests pin it to compute periods deterministically. */
  now?: () => Date;
}

const API_INFO = { title: 'Cypher API', version: '0.1.0' };

/**
 * E-mails are prepared and sent after the request is answered (services/mail-queue.ts); this waits
 * for the ones queued so far — before shutting down, and in tests that read the outbox.
 */
export function mailDelivered(app: express.Express): Promise<void> {
  return (app.locals.mailDelivered as () => Promise<void>)();
}

/** Ends the app's live streams' background work (the Redis reader): shutdown and the end of a test. */
export function closeLive(app: express.Express): Promise<void> {
  return (app.locals.closeLive as () => Promise<void>)();
}

/** The API as an Express app. Paths have no prefix; the composition server mounts it under /api. */
export function createApp({ db, config, log, now = () => new Date() }: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(apiSecurityHeaders);
  // Partner sites embed the events area from their own origins; only listed origins may call.
  app.use(cors({ origin: config.corsOrigins.length ? config.corsOrigins : false }));
  app.use(express.json({ limit: config.jsonBodyLimit }));
  const authSecret = resolveAuthSecret(config.identity);
  // Every request: who calls and as which profile (getCaller / requireCaller in auth/caller.ts).
  app.use(authenticate({ db, secret: authSecret, now }));

  const logError = log ?? ((error: unknown) => console.error(error));
  const live = createBattleLive({
    redisUrl: config.identity.redisUrl,
    streamKey: config.liveStreamKey,
    log: logError,
    heartbeatMs: config.liveHeartbeatMs,
  });
  app.locals.closeLive = live.close;
  const repositories = createRepositories(db);
  const services = createServices(repositories, {
    db,
    now,
    imagesDir: config.imagesDir,
    secret: authSecret,
    publicUrl: config.identity.publicUrl,
    sendMail: createMailer(config.identity),
    log: logError,
    announceBattleChange: live.announceBattleChange,
  });
  const table: RouteTable = { router: Router(), bound: [], validateResponses: config.validateResponses };
  bindEventRoutes(table, services);
  bindOrgRoutes(table, services);
  bindMediaRoutes(table, services);
  bindUserRoutes(table, services);
  bindBattleRoutes(table, services);
  bindPrelimsRoutes(table, services);
  bindSiteRoutes(table, config.site, services);
  bindCalendarLinkRoutes(table, services);
  const identity = bindIdentityRoutes(table, services, { config: config.identity, secret: authSecret, log: logError });
  app.locals.mailDelivered = services.mailQueue.settled;
  table.bound.push(contractRoutes.images.upload); // bound below as multipart, listed in OpenAPI
  table.bound.push(contractRoutes.battles.download); // bound below as text/csv, listed in OpenAPI
  table.bound.push(contractRoutes.events.ical, contractRoutes.events.calendarFeed, contractRoutes.events.dancerCalendarFeed); // text/calendar, below
  table.bound.push(contractRoutes.battles.live); // bound below as text/event-stream, listed in OpenAPI

  app.get('/health', healthHandler(db, config.identity.redisUrl));
  const openApi = buildOpenApi(table.bound, API_INFO);
  app.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.use(battleDownloadRouter(services));
  app.use(eventCalendarRouter(services));
  app.use(battleLiveRouter(live, services.battles));
  app.use(table.router);
  if (identity.google) app.use(identity.google);
  app.use(imageUploadRouter(services.images));
  app.use('/images', imagesRouter(services.images));

  app.use(notFoundHandler);
  app.use(errorHandler(log));
  return app;
}
