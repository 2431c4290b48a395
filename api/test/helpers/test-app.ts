import type { Knex } from 'knex';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase } from './test-database.js';

/** The moment every API test runs at; fixtures place events around it. */
export const TEST_NOW = new Date('2026-06-15T12:00:00.000Z');

export interface TestContext {
  db: Knex;
  app: Express;
  imagesDir: string;
  api: () => ReturnType<typeof request>;
  errors: unknown[];
  close: () => Promise<void>;
}

/** An app over a fresh migrated database, with a pinned clock and logged errors collected. */
export async function createTestContext(): Promise<TestContext> {
  const { db, tempDir } = await openTestDatabase();
  const imagesDir = `${tempDir}/images`;
  const config = {
    ...loadConfig({ IMAGES_DIR: imagesDir, CORS_ORIGINS: 'https://partner.example', NODE_ENV: 'test' }),
    validateResponses: true,
  };
  const errors: unknown[] = [];
  const app = createApp({ db, config, now: () => TEST_NOW, log: (error) => errors.push(error) });
  return { db, app, imagesDir, api: () => request(app), errors, close: () => db.destroy() };
}
