import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import type { Row } from './sql.js';

export interface ImageRecord {
  id: number;
  storageKey: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

export function createImagesRepository(db: Knex) {
  return {
    async findById(id: number): Promise<ImageRecord | null> {
      const row = (await db('images').where({ id }).first()) as Row | undefined;
      if (!row) return null;
      return {
        id: Number(row.id),
        storageKey: String(row.storage_key),
        mime: String(row.mime),
        width: Number(row.width),
        height: Number(row.height),
        bytes: Number(row.bytes),
      };
    },

    async insert(image: Omit<ImageRecord, 'id'> & { uploadedBy: number | null }, now: Date): Promise<number> {
      const stamp = toSqlDateTime(now);
      const [id] = await db('images').insert({
        storage_key: image.storageKey,
        mime: image.mime,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        uploaded_by_user_id: image.uploadedBy,
        created_at: stamp,
        updated_at: stamp,
      });
      return Number(id);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
