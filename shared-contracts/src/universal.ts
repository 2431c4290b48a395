// What the server and the browser import alike from @cypher/contracts: HTTP helpers, the
// platform, constants, texts and pure rules. Both entries (`index.ts` for the server and tests,
// `browser.ts` for front ends) re-export this; a new module that holds no schema belongs here.
export * from './http/route.js';
export * from './http/headers.js';
export * from './http/api-error.js';
export * from './http/api-client.js';
export * from './platform/platform.js';
export * from './platform/area-for-path.js';
export { SITE_PAGES } from './platform/site-paths.js';
export * from './constants.js';
export * from './texts.js';
export * from './theme.js';
export * from './rules/money.js';
export * from './rules/price-label.js';
export * from './rules/badges.js';
export * from './rules/birthday.js';
export * from './rules/email.js';
export * from './rules/youtube.js';
export * from './rules/bracket-levels.js';
export * from './rules/bracket-tree.js';
export * from './rules/cap-text.js';
export * from './rules/event-period.js';
export * from './rules/text-input.js';
export * from './rules/signed-date.js';
export * from './rules/crew-size.js';
export * from './rules/website.js';
export * from './rules/redirect.js';
export * from './rules/event-tabs.js';
export * from './rules/web-link.js';
export * from './rules/winner-places.js';
export * from './rules/points.js';
export * from './platform/session-user.js';
export * from './http/upload-image.js';
export * from './rules/zoned-time.js';
export * from './rules/icalendar.js';
export * from './rules/battle-live.js';
