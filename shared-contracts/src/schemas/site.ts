import { Type, type Static } from '@sinclair/typebox';
import { entity, Nullable } from './common.js';
import { EventPreview } from './event.js';

/**
 * Public settings a feature app needs from the server's environment (a remote cannot read it).
 * The Maps key is a browser key (restricted by HTTP referrer), so it is public by nature.
 */
export const SiteConfig = entity('SiteConfig', {
  /** Google Maps JavaScript API key; null: no map, the Info step's address is free text. */
  googleMapsApiKey: Nullable(Type.String()),
});
export type SiteConfig = Static<typeof SiteConfig>;

/**
 * Home's banner: the event the site points everyone to (a site setting, seeded with the demo).
 * null when none is set, or the event is no longer published.
 */
export const HomeBanner = entity('HomeBanner', { event: Nullable(EventPreview) });
export type HomeBanner = Static<typeof HomeBanner>;

/**
 * The secret of a dancer's calendar feed: the feed's address holds it, since calendar apps
 * subscribe without the session. Resetting it makes every address given out so far answer 404.
 */
export const CalendarLink = entity('CalendarLink', {
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});
export type CalendarLink = Static<typeof CalendarLink>;
