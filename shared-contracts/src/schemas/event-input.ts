import { Type, type Static } from '@sinclair/typebox';
import { Id, ImageId, IsoDateTime, Nullable, shape, TimeZone } from './common.js';
import { EventStaffRole } from './event.js';
import { WebLink } from './formats.js';
import { TierInput } from './tier.js';
import { inline } from './common.js';
import { EVENT_DESCRIPTION_MAX, EVENT_LINE_MAX, MAX_TIERS } from '../constants.js';

/** POST /events/{id}: the whole event as the wizard holds it. */
export const EventUpdateInput = shape({
  title: Type.String({ maxLength: 150 }),
  image: ImageId,
  /** Rich text; the API sanitises it, then checks its bytes fit the column. */
  description: Type.String({ maxLength: EVENT_DESCRIPTION_MAX }),
  website: Nullable(WebLink(EVENT_LINE_MAX)),
  locationAddress: Nullable(Type.String({ maxLength: EVENT_LINE_MAX })),
  locationLat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  locationLng: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  dateStart: Nullable(IsoDateTime),
  dateEnd: Nullable(IsoDateTime),
  /** The zone chosen in the wizard; null or absent: the zone at the coordinates (kept when none). */
  timeZone: Type.Optional(Nullable(TimeZone)),
  dateFlat: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  timeFlat: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** null = the product itself. */
  orgId: Nullable(Id),
  tiers: Type.Array(inline(TierInput), { minItems: 1, maxItems: MAX_TIERS }),
});
export type EventUpdateInput = Static<typeof EventUpdateInput>;

export const EventRoleInput = shape({ userId: Id, role: EventStaffRole });
export type EventRoleInput = Static<typeof EventRoleInput>;
