import { nullableNumber, type Row } from './sql.js';

/** A dancer as chips show them (name and avatar), from any query selecting those users columns. */
export interface UserChipRecord {
  id: number;
  dancerName: string;
  avatar: number | null;
}

/** `id`, `dancer_name` and `avatar_image_id` of a users row. */
export function toUserChip(row: Row): UserChipRecord {
  return {
    id: Number(row.id),
    dancerName: (row.dancer_name as string | null) ?? '',
    avatar: nullableNumber(row.avatar_image_id),
  };
}
