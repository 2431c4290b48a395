import type { Knex } from 'knex';
import { fromSqlBoolean, toSqlDateTime } from '../db/datetime.js';
import { forUpdate } from '../db/row-lock.js';
import { nullableNumber, type Row } from './sql.js';

export type AccountProvider = 'password' | 'google' | 'firebase';

export interface AccountRecord {
  id: number;
  email: string;
  passwordHash: string | null;
  provider: AccountProvider;
  providerSubject: string | null;
  sessionVersion: number;
  /** The address was proven: a provider vouched for it, or an e-mailed link to it was opened. */
  emailVerified: boolean;
}

export interface OwnedProfile {
  id: number;
  isMain: boolean;
  dancerName: string;
  avatar: number | null;
}

function toAccount(row: Row): AccountRecord {
  return {
    id: Number(row.id),
    email: String(row.email),
    passwordHash: (row.password_hash as string | null) ?? null,
    provider: row.provider as AccountProvider,
    providerSubject: (row.provider_subject as string | null) ?? null,
    sessionVersion: Number(row.session_version),
    emailVerified: row.email_verified_at !== null && row.email_verified_at !== undefined,
  };
}

/** E-mail addresses are compared case-insensitively: they are stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Accounts (sign-in identities) and the profiles they own. Pass a transaction to write atomically. */
export function createAccountsRepository(db: Knex) {
  return {
    async findById(id: number): Promise<AccountRecord | null> {
      const row = (await db('accounts').where({ id }).first()) as Row | undefined;
      return row ? toAccount(row) : null;
    },

    /**
     * Locks the account row for the rest of the transaction, so the writes that move its
     * profiles (release, set-main) run one after another (MySQL `FOR UPDATE`; SQLite serialises
     * writers anyway). False when the account does not exist.
     */
    async lock(id: number): Promise<boolean> {
      return (await forUpdate(db, db('accounts').where({ id }).first('id'))) !== undefined;
    },

    async findByEmail(email: string): Promise<AccountRecord | null> {
      const row = (await db('accounts')
        .where({ email: normalizeEmail(email) })
        .first()) as Row | undefined;
      return row ? toAccount(row) : null;
    },

    async findByProviderSubject(provider: AccountProvider, subject: string): Promise<AccountRecord | null> {
      const row = (await db('accounts').where({ provider, provider_subject: subject }).first()) as Row | undefined;
      return row ? toAccount(row) : null;
    },

    async insert(
      account: {
        email: string;
        passwordHash: string | null;
        provider: AccountProvider;
        providerSubject?: string | null;
        verified?: boolean;
      },
      now: Date,
    ): Promise<number> {
      const stamp = toSqlDateTime(now);
      const [id] = await db('accounts').insert({
        email: normalizeEmail(account.email),
        password_hash: account.passwordHash,
        provider: account.provider,
        provider_subject: account.providerSubject ?? null,
        email_verified_at: account.verified ? stamp : null,
        session_version: 0,
        created_at: stamp,
        updated_at: stamp,
      });
      return Number(id);
    },

    /** Ends every session issued so far; answers the new version. */
    async bumpSessionVersion(id: number, now: Date): Promise<number> {
      await db('accounts')
        .where({ id })
        .update({ session_version: db.raw('session_version + 1'), updated_at: toSqlDateTime(now) });
      const row = (await db('accounts').where({ id }).first('session_version')) as Row;
      return Number(row.session_version);
    },

    async setPassword(id: number, passwordHash: string, now: Date): Promise<void> {
      await db('accounts')
        .where({ id })
        .update({ password_hash: passwordHash, updated_at: toSqlDateTime(now) });
    },

    /**
     * Hands an account whose address was never proven to whoever just proved it: its password goes
     * (whoever chose it may not own the address) and every session issued so far ends.
     */
    async claimUnproven(id: number, now: Date): Promise<void> {
      await db('accounts')
        .where({ id })
        .whereNull('email_verified_at')
        .update({
          password_hash: null,
          email_verified_at: toSqlDateTime(now),
          session_version: db.raw('session_version + 1'),
          updated_at: toSqlDateTime(now),
        });
    },

    async markEmailVerified(id: number, now: Date): Promise<void> {
      await db('accounts')
        .where({ id })
        .whereNull('email_verified_at')
        .update({ email_verified_at: toSqlDateTime(now), updated_at: toSqlDateTime(now) });
    },

    /** The account's profiles, main first, then in creation order. */
    async profiles(accountId: number): Promise<OwnedProfile[]> {
      const rows = (await db('users')
        .where({ account_id: accountId })
        .orderBy('is_main', 'desc')
        .orderBy('id', 'asc')
        .select('id', 'is_main', 'dancer_name', 'avatar_image_id')) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        isMain: fromSqlBoolean(row.is_main),
        dancerName: (row.dancer_name as string | null) ?? '',
        avatar: nullableNumber(row.avatar_image_id),
      }));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
