import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Journeys live beside the app they exercise (`<app>/e2e/`); cross-area ones in `e2e/`.
// One worker: a journey rewrites the shared remotes configuration, and the machine has 2 cores.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8180);
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? APP_PORT + 10);
const ISSUER_PORT = Number(process.env.E2E_ISSUER_PORT ?? APP_PORT + 15);

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', '*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  workers: 1,
  // One retry in CI only: a journey that passes on its retry is reported as flaky, not hidden;
  // one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    // The shell's service worker would answer requests that journeys intercept with page.route;
    // it is blocked except in the journey that tests it (shell/e2e/offline-reload.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node scripts/e2e/serve-oidc-issuer.mjs',
      url: `http://127.0.0.1:${ISSUER_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_ISSUER_PORT: String(ISSUER_PORT) },
    },
    {
      command: 'node scripts/e2e/serve-fresh.mjs',
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        E2E_APP_PORT: String(APP_PORT),
        E2E_ISSUER_PORT: String(ISSUER_PORT),
        CORS_ORIGINS: `http://localhost:${PARTNER_PORT},http://127.0.0.1:${PARTNER_PORT}`,
      },
    },
    {
      command: 'node scripts/e2e/serve-partner.mjs',
      url: `http://127.0.0.1:${PARTNER_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_PARTNER_PORT: String(PARTNER_PORT), APP_ORIGIN: `http://127.0.0.1:${APP_PORT}` },
    },
  ],
});
