import type { Knex } from 'knex';
import { CALLER_PROFILE_HEADER } from '@cypher/contracts';
import { toSqlDateTime } from '../../src/db/datetime.js';
import { signSessionToken } from '../../src/auth/session-tokens.js';
import { TEST_AUTH_SECRET, TEST_NOW } from './test-app.js';

export interface ProfileFields {
  dancerName?: string | null;
  firstName?: string;
  lastName?: string;
  city?: string;
}

export interface SignedInDancer {
  accountId: number;
  /** The main profile. */
  profileId: number;
  token: string;
  /** Headers to send as this account's main profile: `api().get(…).set(dancer.auth)`. */
  auth: { Authorization: string };
  /** Headers to act as another profile of this account (or, for 403 tests, of someone else). */
  as: (profileId: number) => { Authorization: string; [CALLER_PROFILE_HEADER]: string };
}

let made = 0;
const stamp = () => ({ created_at: toSqlDateTime(TEST_NOW), updated_at: toSqlDateTime(TEST_NOW) });

/** A profile owned by the account (not main unless said so). */
export async function addProfile(
  db: Knex,
  accountId: number,
  fields: ProfileFields & { isMain?: boolean } = {},
): Promise<number> {
  const dancerName = fields.dancerName === undefined ? `Dancer ${++made}` : fields.dancerName;
  const [id] = await db('users').insert({
    ...stamp(),
    account_id: accountId,
    is_main: fields.isMain ?? false,
    dancer_name: dancerName,
    search_name: dancerName?.toLowerCase() ?? null,
    first_name: fields.firstName ?? 'First',
    last_name: fields.lastName ?? 'Last',
    birthday: '1999-04-03',
    country: 'US',
    state: 'NY',
    city: fields.city ?? 'New York',
  });
  return Number(id);
}

/**
 * An e-mail account with a main profile and a valid session token (signed with the test apps'
 * secret, issued at TEST_NOW). Its password hash is left empty: sign in through the token.
 */
export async function createSignedInDancer(
  db: Knex,
  fields: ProfileFields & { email?: string; provider?: 'password' | 'google' | 'firebase' } = {},
): Promise<SignedInDancer> {
  const email = fields.email ?? `dancer-${process.pid}-${++made}@example.test`;
  const [accountId] = await db('accounts').insert({
    ...stamp(),
    email,
    password_hash: null,
    provider: fields.provider ?? 'password',
    session_version: 0,
  });
  const profileId = await addProfile(db, Number(accountId), { ...fields, isMain: true });
  const token = await signSessionToken(TEST_AUTH_SECRET, { accountId: Number(accountId), sessionVersion: 0 }, TEST_NOW);
  const Authorization = `Bearer ${token}`;
  return {
    accountId: Number(accountId),
    profileId,
    token,
    auth: { Authorization },
    as: (id) => ({ Authorization, [CALLER_PROFILE_HEADER]: String(id) }),
  };
}
