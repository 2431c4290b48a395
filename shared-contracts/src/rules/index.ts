// @cypher/contracts/rules — the pure rules the API and the pages share. Front ends import them from
// here, not from '@cypher/contracts': this entry is not a federation singleton, so each page
// bundles the few rules it calls instead of every page downloading all of them (first-paint budget).
export * from './money.js';
export * from './price-label.js';
export * from './badges.js';
export * from './birthday.js';
export * from './month-day-year.js';
export * from './email.js';
export * from './youtube.js';
export * from './bracket-levels.js';
export * from './bracket-tree.js';
export * from './bracket-seeding.js';
export * from './cap-text.js';
export * from './event-period.js';
export * from './text-input.js';
export * from './text-column.js';
export * from './signed-date.js';
export * from './crew-size.js';
export * from './website.js';
export * from './redirect.js';
export * from './event-tabs.js';
export * from './events-grid.js';
export * from './web-link.js';
export * from './winner-places.js';
export * from './points.js';
export * from './zoned-time.js';
export * from './icalendar.js';
export * from './battle-live.js';
export * from './line-up.js';
export * from './featured-events.js';
export * from './visit.js';
export * from './event-dates.js';
export * from './new-password.js';
