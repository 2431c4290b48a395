import { Type, type Static } from '@sinclair/typebox';
import { entity, Nullable } from './common.js';

/**
 * Public settings a feature app needs from the server's environment (a remote cannot read it).
 * The Maps key is a browser key (restricted by HTTP referrer), so it is public by nature.
 */
export const SiteConfig = entity('SiteConfig', {
  /** Google Maps JavaScript API key; null: no map, the Info step's address is free text. */
  googleMapsApiKey: Nullable(Type.String()),
});
export type SiteConfig = Static<typeof SiteConfig>;
