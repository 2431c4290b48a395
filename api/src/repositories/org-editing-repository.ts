import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import { trackEventDays } from './event-day-counts-repository.js';

/** Columns of `orgs` the save call writes (already validated, trimmed and sanitised). */
export interface OrgColumns {
  name?: string;
  search_name?: string;
  image_id?: number | null;
  status?: 'draft' | 'published';
  description?: string;
  founded?: string | null;
  ranking_disabled?: boolean;
  social_facebook?: string | null;
  social_instagram?: string | null;
  social_twitter?: string | null;
  social_youtube?: string | null;
  social_website?: string | null;
  agreement_title?: string | null;
  agreement_subtitle?: string | null;
  agreement_version?: string | null;
  agreement_text?: string | null;
  waiver_title?: string | null;
  waiver_subtitle?: string | null;
  waiver_version?: string | null;
  waiver_text?: string | null;
}

/** Writes of the create wizard and the settings pages. */
export function createOrgEditingRepository(db: Knex) {
  return {
    /**
     * A nameless draft whose creator becomes its first admin, in one transaction. A nameless draft
     * the creator still runs is handed back instead: every press of 'Create Organization' that was
     * left at the first step made another blank organization in their lists.
     */
    async createDraft(creatorId: number, at: Date): Promise<number> {
      const stamp = { created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) };
      return db.transaction(async (trx) => {
        const blank = (await trx('orgs')
          .where({ 'orgs.status': 'draft', 'orgs.created_by_user_id': creatorId })
          .where((name) => name.whereNull('orgs.name').orWhere('orgs.name', ''))
          .whereExists((role) =>
            role
              .select(trx.raw('1'))
              .from('org_roles')
              .whereRaw('org_roles.org_id = orgs.id')
              .where({ 'org_roles.user_id': creatorId, 'org_roles.role': 'admin' }),
          )
          .orderBy('orgs.id')
          .first('orgs.id')) as { id: number } | undefined;
        if (blank) return Number(blank.id);
        const [id] = await trx('orgs').insert({ status: 'draft', created_by_user_id: creatorId, ...stamp });
        const orgId = Number(id);
        await trx('org_roles').insert({ org_id: orgId, user_id: creatorId, role: 'admin', ...stamp });
        return orgId;
      });
    },

    /** Publishing or unpublishing moves the organization's events in or out of the list's day counts. */
    async update(orgId: number, columns: OrgColumns, at: Date): Promise<void> {
      const write = (q: Knex) =>
        q('orgs')
          .where({ id: orgId })
          .update({ ...columns, updated_at: toSqlDateTime(at) });
      if (columns.status === undefined) await write(db);
      else await db.transaction((trx) => trackEventDays(trx, { orgId }, () => write(trx)));
    },

    async imageExists(imageId: number): Promise<boolean> {
      return (await db('images').where({ id: imageId }).first('id')) !== undefined;
    },
  };
}

export type OrgEditingRepository = ReturnType<typeof createOrgEditingRepository>;
