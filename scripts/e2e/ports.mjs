// Ports and folders of one end-to-end run; E2E_APP_PORT lets two runs share a machine.
import path from 'node:path';

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8180);
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? APP_PORT + 10);
export const ISSUER_PORT = Number(process.env.E2E_ISSUER_PORT ?? APP_PORT + 15);

export function e2eDataDir(root) {
  return path.join(root, 'data', `e2e-${APP_PORT}`);
}
