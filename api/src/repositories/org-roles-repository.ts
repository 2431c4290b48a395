import type { Knex } from 'knex';
import { fromSqlNumber, toSqlDateTime } from '../db/datetime.js';
import { insertUnlessDuplicate } from '../db/engine-errors.js';
import { forUpdate } from '../db/row-lock.js';
import type { Row } from './sql.js';
import { toUserChip, type UserChipRecord } from './user-chip.js';

export type OrgRoleName = 'admin' | 'promoter';

export interface ProfileRoles {
  isAdmin: boolean;
  isPromoter: boolean;
  isMember: boolean;
}

/** Who helps run an organization (org_roles) and who belongs to it (org_members). */
export function createOrgRolesRepository(db: Knex) {
  const stamp = (at: Date) => ({ created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) });

  return {
    /** Role changes, their last-admin check and their notifications commit together. */
    transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The profile's roles and membership in one organization (unique keys serve both reads). */
    async rolesOf(orgId: number, userId: number): Promise<ProfileRoles> {
      const [roles, member] = await Promise.all([
        db('org_roles').where({ org_id: orgId, user_id: userId }).select('role') as Promise<Row[]>,
        db('org_members').where({ org_id: orgId, user_id: userId }).first('id') as Promise<Row | undefined>,
      ]);
      return {
        isAdmin: roles.some((row) => row.role === 'admin'),
        isPromoter: roles.some((row) => row.role === 'promoter'),
        isMember: member !== undefined,
      };
    },

    /** The dancers holding a role in the organization, as chips with their role. */
    async roleHolders(orgId: number): Promise<(UserChipRecord & { role: OrgRoleName })[]> {
      const rows = (await db('org_roles')
        .join('users', 'users.id', 'org_roles.user_id')
        .where('org_roles.org_id', orgId)
        .orderBy('org_roles.id')
        .select('users.id', 'users.dancer_name', 'users.avatar_image_id', 'org_roles.role')) as Row[];
      return rows.map((row) => ({ ...toUserChip(row), role: row.role as OrgRoleName }));
    },

    /** Adds the role unless the profile holds it already; true when it was added. */
    async addRole(trx: Knex.Transaction, orgId: number, userId: number, role: OrgRoleName, at: Date): Promise<boolean> {
      const held = await trx('org_roles').where({ org_id: orgId, user_id: userId, role }).first('id');
      if (held) return false;
      // Two admins adding the same role at once: the unique key keeps one, both answer ok.
      return insertUnlessDuplicate(trx('org_roles').insert({ org_id: orgId, user_id: userId, role, ...stamp(at) }));
    },

    /** Removes the role; true when the profile held it. */
    async removeRole(trx: Knex.Transaction, orgId: number, userId: number, role: OrgRoleName): Promise<boolean> {
      return (await trx('org_roles').where({ org_id: orgId, user_id: userId, role }).delete()) > 0;
    },

    async holdsRole(trx: Knex.Transaction, orgId: number, userId: number, role: OrgRoleName): Promise<boolean> {
      return (await trx('org_roles').where({ org_id: orgId, user_id: userId, role }).first('id')) !== undefined;
    },

    async countAdmins(trx: Knex.Transaction, orgId: number): Promise<number> {
      const row = (await trx('org_roles').where({ org_id: orgId, role: 'admin' }).count({ n: '*' }).first()) as Row | undefined;
      return fromSqlNumber(row?.n);
    },

    /**
     * Locks the organization row for the rest of the transaction, so two admins removing each
     * other at once cannot both pass the last-admin check (SQLite serialises writers anyway).
     */
    async lockOrg(trx: Knex.Transaction, orgId: number): Promise<void> {
      await forUpdate(trx, trx('orgs').where({ id: orgId }).first('id'));
    },

    /** Adds the membership; true when the dancer was not a member yet (the answer is `ok` either way). */
    async addMember(trx: Knex.Transaction, orgId: number, userId: number, at: Date): Promise<boolean> {
      if (await trx('org_members').where({ org_id: orgId, user_id: userId }).first('id')) return false;
      return insertUnlessDuplicate(
        trx('org_members').insert({ org_id: orgId, user_id: userId, joined_at: toSqlDateTime(at), ...stamp(at) }),
      );
    },

    /** Ends the membership; true when the dancer was a member. */
    async removeMember(trx: Knex.Transaction, orgId: number, userId: number): Promise<boolean> {
      return (await trx('org_members').where({ org_id: orgId, user_id: userId }).delete()) > 0;
    },
  };
}

export type OrgRolesRepository = ReturnType<typeof createOrgRolesRepository>;
