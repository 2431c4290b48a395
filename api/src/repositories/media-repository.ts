import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import type { MediaOwner } from '../policies/media-policies.js';
import { nullableNumber, type Row } from './sql.js';

export interface MediaRecord {
  id: number;
  name: string;
  link: string;
  userId: number | null;
  orgId: number | null;
  eventId: number | null;
}

const OWNER_COLUMN = { user: 'user_id', org: 'org_id', event: 'event_id' } as const;
function toMedia(row: Row): MediaRecord {
  return {
    id: Number(row.id),
    name: (row.name as string | null) ?? '',
    link: String(row.youtube_id),
    userId: nullableNumber(row.user_id),
    orgId: nullableNumber(row.org_id),
    eventId: nullableNumber(row.event_id),
  };
}

export function ownerOfMedia(media: MediaRecord): MediaOwner {
  if (media.orgId !== null) return { kind: 'org', id: media.orgId };
  if (media.eventId !== null) return { kind: 'event', id: media.eventId };
  return { kind: 'user', id: media.userId! };
}

/** YouTube videos of a dancer, an organization or an event (exactly one owner per row). */
export function createMediaRepository(db: Knex) {
  return {
    /** Oldest first, as they were added; read through the owner column's index. */
    async listFor(owner: MediaOwner): Promise<MediaRecord[]> {
      const rows = (await db('media').where(OWNER_COLUMN[owner.kind], owner.id).orderBy('id')) as Row[];
      return rows.map(toMedia);
    },

    async findById(id: number): Promise<MediaRecord | null> {
      const row = (await db('media').where({ id }).first()) as Row | undefined;
      return row ? toMedia(row) : null;
    },

    async add(owner: MediaOwner, youtubeId: string, name: string, at: Date): Promise<void> {
      await db('media').insert({
        name,
        youtube_id: youtubeId,
        [OWNER_COLUMN[owner.kind]]: owner.id,
        created_at: toSqlDateTime(at),
        updated_at: toSqlDateTime(at),
      });
    },

    async rename(id: number, name: string, at: Date): Promise<void> {
      await db('media')
        .where({ id })
        .update({ name, updated_at: toSqlDateTime(at) });
    },

    async remove(id: number): Promise<void> {
      await db('media').where({ id }).delete();
    },

    async userExists(id: number): Promise<boolean> {
      return (await db('users').where({ id }).first('id')) !== undefined;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
