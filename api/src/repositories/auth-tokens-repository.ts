import type { Knex } from 'knex';
import { fromSqlDateTime, toSqlDateTime } from '../db/datetime.js';
import { forUpdate } from '../db/row-lock.js';
import type { Row } from './sql.js';

export type LinkPurpose = 'magic-link' | 'reset-password';

export interface AuthTokenRecord {
  id: number;
  accountId: number;
  purpose: LinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
}

const asDate = (value: unknown): Date | null => {
  const iso = fromSqlDateTime(value);
  return iso ? new Date(iso) : null;
};

/** Single-use links: only the SHA-256 of a token is stored, so a leaked table signs nobody in. */
export function createAuthTokensRepository(db: Knex) {
  return {
    async insert(
      token: { accountId: number; purpose: LinkPurpose; tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      const stamp = toSqlDateTime(now);
      await db('auth_tokens').insert({
        account_id: token.accountId,
        purpose: token.purpose,
        token_hash: token.tokenHash,
        expires_at: toSqlDateTime(token.expiresAt),
        used_at: null,
        created_at: stamp,
        updated_at: stamp,
      });
    },

    /** The token row, locked for the rest of the transaction where the engine supports it. */
    async findForUpdate(tokenHash: string): Promise<AuthTokenRecord | null> {
      const row = (await forUpdate(db, db('auth_tokens').where({ token_hash: tokenHash }).first())) as Row | undefined;
      if (!row) return null;
      return {
        id: Number(row.id),
        accountId: Number(row.account_id),
        purpose: row.purpose as LinkPurpose,
        expiresAt: asDate(row.expires_at)!,
        usedAt: asDate(row.used_at),
      };
    },

    /** Marks every unused link of the account used: a new password voids what was e-mailed before. */
    async voidAll(accountId: number, now: Date): Promise<void> {
      await db('auth_tokens')
        .where({ account_id: accountId })
        .whereNull('used_at')
        .update({ used_at: toSqlDateTime(now), updated_at: toSqlDateTime(now) });
    },

    /** Marks it used; false when another request used it first. */
    async markUsed(id: number, now: Date): Promise<boolean> {
      const changed = await db('auth_tokens')
        .where({ id })
        .whereNull('used_at')
        .update({ used_at: toSqlDateTime(now), updated_at: toSqlDateTime(now) });
      return Number(changed) === 1;
    },
  };
}
