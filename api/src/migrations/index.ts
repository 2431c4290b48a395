import type { Knex } from 'knex';
import * as people from './2026-11-22-16-00-00-people.js';
import * as organizations from './2026-11-22-16-10-00-organizations.js';
import * as events from './2026-11-22-16-20-00-events.js';
import * as battles from './2026-11-22-16-30-00-battles.js';
import * as judging from './2026-11-22-16-40-00-judging.js';
import * as leaderboardStandings from './2026-11-23-09-00-00-leaderboard-standings.js';
import * as battleJoinRequests from './2026-11-23-11-00-00-battle-join-requests.js';
import * as eventTimeZones from './2026-11-23-11-10-00-event-time-zones.js';
import * as listIndexes from './2026-11-23-17-30-00-list-indexes.js';
import * as eventDayCounts from './2026-11-23-17-40-00-event-day-counts.js';
import * as calendarLinksAndSiteSettings from './2026-11-23-17-50-00-calendar-links-and-site-settings.js';

export interface Migration {
  name: string;
  up: (db: Knex) => Promise<void>;
  down: (db: Knex) => Promise<void>;
}

/**
 * Every migration, in order. Listed by hand (not read from a folder) so the same list works from
 * `src` under jest and from `dist` at run time. Append new ones; never rename a shipped one.
 */
export const migrations: Migration[] = [
  { name: '2026-11-22-16-00-00-people', ...people },
  { name: '2026-11-22-16-10-00-organizations', ...organizations },
  { name: '2026-11-22-16-20-00-events', ...events },
  { name: '2026-11-22-16-30-00-battles', ...battles },
  { name: '2026-11-22-16-40-00-judging', ...judging },
  { name: '2026-11-23-09-00-00-leaderboard-standings', ...leaderboardStandings },
  { name: '2026-11-23-11-00-00-battle-join-requests', ...battleJoinRequests },
  { name: '2026-11-23-11-10-00-event-time-zones', ...eventTimeZones },
  { name: '2026-11-23-17-30-00-list-indexes', ...listIndexes },
  { name: '2026-11-23-17-40-00-event-day-counts', ...eventDayCounts },
  { name: '2026-11-23-17-50-00-calendar-links-and-site-settings', ...calendarLinksAndSiteSettings },
];

/** Tables children first: the order in which rows can be deleted without breaking a reference. */
export const TABLES_CHILDREN_FIRST = [
  'event_day_counts',
  'site_settings',
  'leaderboard_ties',
  'leaderboard_standings',
  'audience_votes',
  'sparring_scores',
  'sparrings',
  'judgments',
  'battle_results',
  'legal_signatures',
  'battle_entries',
  'crews',
  'prelim_groups',
  'battle_roles',
  'battle_prizes',
  'battles',
  'media',
  'workshops',
  'attendances',
  'tiers',
  'event_staff',
  'events',
  'org_members',
  'org_roles',
  'orgs',
  'notifications',
  'auth_tokens',
  'users',
  'images',
  'accounts',
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
