import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import request from 'supertest';
import type { Express } from 'express';
import { closeLive, createApp, mailDelivered } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase } from './test-database.js';

/** The moment every API test runs at; fixtures place events around it. */
export const TEST_NOW = new Date('2026-06-15T12:00:00.000Z');
/** Session tokens of every test app are signed with this (test/helpers/auth.ts signs with it too). */
export const TEST_AUTH_SECRET = 'test-auth-secret-for-cypher-api-tests-only';

export interface TestContext {
  db: Knex;
  app: Express;
  imagesDir: string;
  /** This test file's own folder (outbox, data). */
  tempDir: string;
  api: () => ReturnType<typeof request>;
  errors: unknown[];
  /** Waits until the e-mails queued so far are in the outbox (they go after the answer). */
  mailDelivered: () => Promise<void>;
  close: () => Promise<void>;
}

/** An app over a fresh migrated database, with a pinned clock and logged errors collected. */
export interface TestContextOptions {
  /** Extra environment for loadConfig (Google issuer, Firebase, …). */
  env?: Record<string, string>;
  /** The app's clock (default: always TEST_NOW); tests of expiring links pass a movable one. */
  now?: () => Date;
  /** Another app's database: this app stands in for a second API process over the same data (its close leaves the database open). */
  db?: Knex;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { db, tempDir } = options.db
    ? { db: options.db, tempDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cypher-second-')) }
    : await openTestDatabase();
  const imagesDir = `${tempDir}/images`;
  const config = {
    ...loadConfig({
      IMAGES_DIR: imagesDir,
      CORS_ORIGINS: 'https://partner.example',
      NODE_ENV: 'test',
      AUTH_SECRET: TEST_AUTH_SECRET,
      PUBLIC_URL: 'http://cypher.test',
      OUTBOX_DIR: `${tempDir}/outbox`,
      DATA_DIR: tempDir,
      ...options.env,
    }),
    validateResponses: true,
  };
  const errors: unknown[] = [];
  const app = createApp({ db, config, now: options.now ?? (() => TEST_NOW), log: (error) => errors.push(error) });
  return {
    db,
    app,
    imagesDir,
    tempDir,
    api: () => request(app),
    errors,
    mailDelivered: () => mailDelivered(app),
    close: async () => {
      await mailDelivered(app);
      await closeLive(app);
      if (!options.db) await db.destroy();
    },
  };
}

/** The app on a real local socket, for clients supertest cannot be (event streams, fetch). */
export interface ServedApp {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close: () => Promise<void>;
}

export async function serve(ctx: TestContext): Promise<ServedApp> {
  const server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a file of live-update tests: an app with a 200 ms heartbeat, served on a socket from the
 * file's first test to its end. Read `live.ctx` and `live.base` inside the tests.
 */
export function liveAppForFile(): { ctx: TestContext; base: string } {
  const live = {} as { ctx: TestContext; base: string };
  let served: ServedApp;
  beforeAll(async () => {
    live.ctx = await createTestContext({ env: { LIVE_HEARTBEAT_MS: '200' } });
    served = await serve(live.ctx);
    live.base = served.base;
  }, 60_000);
  afterAll(async () => {
    // The app first: closing it ends its streams, which the server would otherwise wait for.
    await live.ctx.close();
    await served.close();
  });
  return live;
}
