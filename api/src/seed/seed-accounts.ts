import { hashPassword } from '../auth/passwords.js';
import { DANCERS } from './demo-people.js';
import type { Community } from './seed-community.js';
import { insertRow, stamps, type SeedContext } from './seed-context.js';

/** Every demo account signs in with this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'cypher-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.cypher.dance';

/** `Dr. Footwork` → `drfootwork@demo.cypher.dance`. */
export const demoEmailOf = (dancerName: string) => `${dancerName.toLowerCase().replace(/[^a-z0-9]+/g, '')}@${DEMO_EMAIL_DOMAIN}`;

/** The dancer whose account also owns a second profile, and that profile's dancer. */
export const DEMO_TWO_PROFILES = { owner: 'Kid Kairo', second: 'Lil Cosmo' } as const;

/**
 * Gives the demo dancers accounts so people can log in: each main profile gets an e-mail
 * account with the demo password, and one account owns two profiles (profile switching).
 */
export async function seedAccounts(ctx: SeedContext, community: Community): Promise<void> {
  // One hash for all: the same password, and scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ownerIndex = DANCERS.findIndex((d) => d.dancerName === DEMO_TWO_PROFILES.owner);
  const secondIndex = DANCERS.findIndex((d) => d.dancerName === DEMO_TWO_PROFILES.second);
  let ownerAccount = 0;
  for (const [index, dancer] of DANCERS.entries()) {
    if (index === secondIndex) continue;
    const accountId = await insertRow(ctx, 'accounts', {
      email: demoEmailOf(dancer.dancerName),
      password_hash: passwordHash,
      provider: 'password',
      provider_subject: null,
      email_verified_at: stamps(ctx).created_at,
      session_version: 0,
    });
    if (index === ownerIndex) ownerAccount = accountId;
    await ctx.trx('users').where({ id: community.userIds[index] }).update({ account_id: accountId, is_main: true });
  }
  await ctx.trx('users').where({ id: community.userIds[secondIndex] }).update({ account_id: ownerAccount, is_main: false });
}
