import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IdentityConfig } from '../config.js';

/**
 * AUTH_SECRET when set; otherwise a random secret made once and kept in `${dataDir}/auth-secret`,
 * so sessions survive restarts of a development server.
 */
export function resolveAuthSecret(identity: Pick<IdentityConfig, 'authSecret' | 'dataDir'>): string {
  if (identity.authSecret) return identity.authSecret;
  const file = path.join(identity.dataDir, 'auth-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // Not made yet: make it below.
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(identity.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
