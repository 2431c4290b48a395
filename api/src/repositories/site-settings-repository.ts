import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import type { Row } from './sql.js';

/** Site-wide settings an operator sets (the CLI `site-setting`), read by public routes. */
export type SiteSettingName = 'home_banner_event_id';

export function createSiteSettingsRepository(db: Knex) {
  return {
    async get(name: SiteSettingName): Promise<string | null> {
      const row = (await db('site_settings').where({ name }).first('value')) as Row | undefined;
      return (row?.value as string | null | undefined) ?? null;
    },

    /** Writes or clears (null) one setting. */
    async set(name: SiteSettingName, value: string | null, now: Date): Promise<void> {
      const at = toSqlDateTime(now);
      await db('site_settings')
        .insert({ name, value, created_at: at, updated_at: at })
        .onConflict('name')
        .merge({ value, updated_at: at });
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
