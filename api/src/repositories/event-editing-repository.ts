import type { Knex } from 'knex';
import { EVENT_TITLE_MAX, type EventStaffRole } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';
import { forUpdate } from '../db/row-lock.js';
import { searchForm } from '../db/stored-text.js';
import { trackEventDays } from './event-day-counts-repository.js';
import type { CallerEventRoles } from '../policies/event-policies.js';
import { toEvent, type EventRecord } from './events-repository.js';
import type { Row } from './sql.js';

/**
 * The columns the wizard's save writes (tiers are saved by the tiers repository): the event's
 * record but its id, status and creator, with its start and end as instants.
 */
export type EventFields = Omit<EventRecord, 'id' | 'status' | 'createdByUserId' | 'dateStart' | 'dateEnd'> & {
  dateStart: Date | null;
  dateEnd: Date | null;
};

const stamp = (at: Date) => ({ created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) });

/** Writes to one event: status, soft delete, the wizard's create and save; and who may make them. */
export function createEventEditingRepository(db: Knex) {
  return {
    /** Each write reads its row for update and changes it in one transaction. */
    transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * The live (not deleted) event, its row locked until the transaction ends so two editors
     * publishing and removing at once are applied one after the other (SQLite serialises writers
     * anyway and has no FOR UPDATE).
     */
    async lock(trx: Knex.Transaction, id: number): Promise<EventRecord | null> {
      const row = (await forUpdate(trx, trx('events').where({ id }).whereNull('deleted_at').first())) as Row | undefined;
      return row ? toEvent(row) : null;
    },

    /**
     * What the profile is to the event (staff roles) and to its organization (roles, membership).
     * `q` is the transaction when called inside one: SQLite has a single connection.
     */
    async callerRoles(event: Pick<EventRecord, 'id' | 'orgId'>, profileId: number, q: Knex = db): Promise<CallerEventRoles> {
      const staff = (await q('event_staff').where({ event_id: event.id, user_id: profileId }).select('role')) as Row[];
      const staffRoles = staff.map((row) => row.role as EventStaffRole);
      if (event.orgId === null) return { profileId, staffRoles, org: null };
      const [roles, member] = await Promise.all([
        q('org_roles').where({ org_id: event.orgId, user_id: profileId }).select('role') as Promise<Row[]>,
        q('org_members').where({ org_id: event.orgId, user_id: profileId }).first('id') as Promise<Row | undefined>,
      ]);
      const org = {
        signedIn: true,
        isAdmin: roles.some((row) => row.role === 'admin'),
        isPromoter: roles.some((row) => row.role === 'promoter'),
        isMember: member !== undefined,
      };
      return { profileId, staffRoles, org };
    },

    /** Whether the profile exists (a check-in or staff role names one). */
    async userExists(userId: number, q: Knex = db): Promise<boolean> {
      return (await q('users').where({ id: userId }).first('id')) !== undefined;
    },

    /** Whether the organization or image the wizard points at exists (read inside the save). */
    async exists(table: 'orgs' | 'images', id: number, q: Knex = db): Promise<boolean> {
      return (await q(table).where({ id }).first('id')) !== undefined;
    },

    // The writes that can change what the organizations list counts keep its day counts.
    async setStatus(trx: Knex.Transaction, id: number, status: 'draft' | 'published', at: Date): Promise<void> {
      await trackEventDays(trx, { eventId: id }, () =>
        trx('events')
          .where({ id })
          .update({ status, updated_at: toSqlDateTime(at) }),
      );
    },

    /** The row stays (tickets, results and media keep their event); every read skips it. */
    async softDelete(trx: Knex.Transaction, id: number, at: Date): Promise<void> {
      await trackEventDays(trx, { eventId: id }, () =>
        trx('events')
          .where({ id })
          .update({ deleted_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) }),
      );
    },

    /** An empty draft; its creator is its organizer, and it starts with one free tier (spec). */
    async create(trx: Knex.Transaction, creatorId: number, at: Date): Promise<number> {
      const [id] = await trx('events').insert({ ...stamp(at), status: 'draft', description: '', created_by_user_id: creatorId });
      const eventId = Number(id);
      await trx('event_staff').insert({ ...stamp(at), event_id: eventId, user_id: creatorId, role: 'organizer' });
      await trx('tiers').insert({
        ...stamp(at),
        event_id: eventId,
        title: '',
        description: '',
        cost: 0,
        fees: 0,
        taxes: 0,
        position: 0,
      });
      return eventId;
    },

    async update(trx: Knex.Transaction, id: number, fields: EventFields, at: Date): Promise<void> {
      const when = (date: Date | null) => (date ? toSqlDateTime(date) : null);
      const write = () =>
        trx('events')
          .where({ id })
          .update({
            title: fields.title,
            search_title: searchForm(fields.title, EVENT_TITLE_MAX),
            image_id: fields.image,
            description: fields.description,
            website: fields.website,
            location_address: fields.locationAddress,
            location_lat: fields.locationLat,
            location_lng: fields.locationLng,
            date_start: when(fields.dateStart),
            date_end: when(fields.dateEnd),
            date_flat: fields.dateFlat,
            time_flat: fields.timeFlat,
            time_zone: fields.timeZone,
            org_id: fields.orgId,
            updated_at: toSqlDateTime(at),
          });
      await trackEventDays(trx, { eventId: id }, write);
    },
  };
}

export type EventEditingRepository = ReturnType<typeof createEventEditingRepository>;
