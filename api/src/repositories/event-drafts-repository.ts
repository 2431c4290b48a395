import type { Knex } from 'knex';
import { fromSqlNumber } from '../db/datetime.js';
import { EDITING_STAFF_ROLES } from '../policies/event-policies.js';
import { RUNNING_ROLES } from '../policies/org-policies.js';
import { SORT_COLUMNS, toEvent, type EventRecord, type EventSortKey } from './events-repository.js';
import type { Row } from './sql.js';

/** Which drafts a Drafts tab shows; every part given narrows the list. */
export interface DraftFilter {
  /** A profile's drafts: those it created or organizes (organizer or admin staff). */
  ofUser?: number;
  /** An organization's drafts… */
  orgIds?: number[];
  /** …that this profile may edit. */
  editableBy?: number;
}

/** Events not yet published (nor deleted), as the Drafts tabs of profiles and organizations list them. */
export function createEventDraftsRepository(db: Knex) {
  /** Created by the profile, or it is the event's organizer or admin staff. */
  const madeOrRunBy = (inner: Knex.QueryBuilder, userId: number) =>
    inner.where('events.created_by_user_id', userId).orWhereExists((sub) =>
      sub
        .select(db.raw('1'))
        .from('event_staff')
        .whereRaw('event_staff.event_id = events.id')
        .where('event_staff.user_id', userId)
        .whereIn('event_staff.role', [...EDITING_STAFF_ROLES]),
    );

  const drafts = (filter: DraftFilter) => {
    const query = db('events').where('events.status', 'draft').whereNull('events.deleted_at');
    if (filter.ofUser !== undefined) {
      const userId = filter.ofUser;
      query.where((inner) => madeOrRunBy(inner, userId));
    }
    if (filter.orgIds !== undefined) query.whereIn('events.org_id', filter.orgIds);
    if (filter.editableBy !== undefined) {
      const userId = filter.editableBy;
      // policies/event-policies.ts canEditEvent in SQL: the creator, organizer/admin staff, or an
      // admin or promoter of the event's organization.
      query.where((inner) =>
        madeOrRunBy(inner, userId).orWhereExists((sub) =>
          sub
            .select(db.raw('1'))
            .from('org_roles')
            .whereRaw('org_roles.org_id = events.org_id')
            .where('org_roles.user_id', userId)
            .whereIn('org_roles.role', RUNNING_ROLES),
        ),
      );
    }
    return query;
  };

  return {
    async list(filter: DraftFilter, sort: EventSortKey, offset: number, limit: number): Promise<EventRecord[]> {
      const [column, direction] = SORT_COLUMNS[sort];
      const rows = (await drafts(filter)
        .select('events.*')
        .orderBy(column, direction)
        .orderBy('events.id', direction)
        .offset(offset)
        .limit(limit)) as Row[];
      return rows.map(toEvent);
    },

    async count(filter: DraftFilter): Promise<number> {
      const row = (await drafts(filter).count({ n: '*' }).first()) as Row | undefined;
      return fromSqlNumber(row?.n);
    },
  };
}
