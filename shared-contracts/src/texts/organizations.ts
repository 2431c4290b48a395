import { EVENT_MENU } from './event-menu.js';

export const ORGANIZATIONS = {
  create: 'Create Organization',
  mine: 'My organizations',
  all: 'All organizations',
  stats: { members: 'Members', eventsThrown: 'Events thrown', pointsEarned: 'Points earned' },
  tabs: { events: 'events', members: 'members', media: 'media', about: 'about' },
  publishEvent: EVENT_MENU.publishEvent,
  removeEvent: EVENT_MENU.removeEvent,
  allYears: 'All Years',
  settings: {
    general: 'General Info',
    admins: 'Admins',
    members: 'Members',
    promoters: 'Promoters',
    social: 'Social',
    agreement: 'Agreement',
    waiver: 'Waiver',
  },
  publish: 'Publish',
  done: 'Done',
} as const;
