import { Type, type Static } from '@sinclair/typebox';
import { Cents, Count, entity, Id, ImageId, inline, IsoDateTime, Nullable, shape, TimeZone } from './common.js';
import { UserChip } from './chips.js';
import { WebLink } from './formats.js';
import { BattleChip } from './battle-chip.js';
import { Tier, TicketDisplay } from './tier.js';

export const EventStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type EventStatus = Static<typeof EventStatus>;

/** now = started and not ended, future = not started, past = ended (rules/event-period.ts). */
export const EventPeriod = Type.Union([Type.Literal('now'), Type.Literal('future'), Type.Literal('past')]);
export type EventPeriod = Static<typeof EventPeriod>;

/** Staff roles of an event, as sent to the role call. */
export const EventStaffRole = Type.Union([
  Type.Literal('organizer'),
  Type.Literal('admin'),
  Type.Literal('host'),
  Type.Literal('dj'),
]);
export type EventStaffRole = Static<typeof EventStaffRole>;

/** What the caller may do with one event in a list (organization/profile chip menus). */
export const EventPreviewPermissions = shape({ canEdit: Type.Boolean() });

/** One event in a list (grid, calendar, map, tabs of profiles and organizations). */
export const EventPreview = entity('EventPreview', {
  id: Id,
  /** '' until the wizard's Info step names it; lists show 'Untitled'. */
  title: Type.String({ maxLength: 150 }),
  image: ImageId,
  dateStart: Nullable(IsoDateTime),
  dateEnd: Nullable(IsoDateTime),
  locationAddress: Nullable(Type.String()),
  locationLat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  locationLng: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  status: EventStatus,
  /** null only for a draft without dates. */
  period: Nullable(EventPeriod),
  /** IANA zone the event happens in ('America/New_York'): show its dates and times in it. */
  timeZone: TimeZone,
  orgId: Nullable(Id),
  /** 'Free', '$X' or '$min - $max' (rules/price-label.ts) when the list asks for prices. */
  priceLabel: Type.Optional(Type.String()),
  permissions: Type.Optional(EventPreviewPermissions),
});
export type EventPreview = Static<typeof EventPreview>;

/** Counts behind the period tabs. */
export const EventTabCounts = entity('EventTabCounts', { now: Count, future: Count, past: Count, draft: Count });
export type EventTabCounts = Static<typeof EventTabCounts>;

export const EventStaff = entity('EventStaff', {
  organizer: Nullable(UserChip),
  admins: Type.Array(UserChip),
  hosts: Type.Array(UserChip),
  djs: Type.Array(UserChip),
});
export type EventStaff = Static<typeof EventStaff>;

export const EventPermissions = shape({
  /** organizer or admin: edit, 'Tickets and check-ins', media, battles. */
  canEdit: Type.Boolean(),
  /** may open the check-in page and check dancers in (editors and host staff); `attendees` is sent. */
  canCheckIn: Type.Boolean(),
  /** the caller is checked in. */
  checkedIn: Type.Boolean(),
  /** the check-in button is shown: a published event that is not over, caller not checked in yet
   *  (anonymous callers too: pressing it goes to Signup). It is enabled only while the period is now. */
  showCheckin: Type.Boolean(),
  /** the caller holds a ticket ('View ticket'); a cash_pending place is not a ticket yet. */
  hasTicket: Type.Boolean(),
  /** the caller chose 'Pay & Check-In' (a paid tier, cash at the door) and has not paid yet. */
  payAtDoor: Type.Boolean(),
});
export type EventPermissions = Static<typeof EventPermissions>;

export const PaymentMethod = Type.Union([
  Type.Literal('card'),
  Type.Literal('cash'),
  Type.Literal('cash_pending'),
  Type.Literal('staff'),
  Type.Literal('free'),
]);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** One row of the check-in page. */
export const Attendee = entity('Attendee', {
  id: Id,
  dancerName: Type.String(),
  avatar: ImageId,
  email: Nullable(Type.String()),
  checkedIn: Type.Boolean(),
  checkedInAt: Nullable(IsoDateTime),
  hasTicket: Type.Boolean(),
  /** card → credit-card icon, cash → dollar icon, cash_pending → 'Pay & Check-In'. */
  payment: Nullable(PaymentMethod),
  tickets: Type.Array(shape({ title: Type.String(), cost: Cents })),
});
export type Attendee = Static<typeof Attendee>;

export const EventDetail = entity('EventDetail', {
  id: Id,
  orgId: Nullable(Id),
  title: Type.String({ maxLength: 150 }),
  image: ImageId,
  /** Sanitised HTML. */
  description: Type.String(),
  website: Nullable(WebLink()),
  locationAddress: Nullable(Type.String()),
  locationLat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  locationLng: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  dateStart: Nullable(IsoDateTime),
  dateEnd: Nullable(IsoDateTime),
  /** IANA zone the event happens in: its dates and times are shown in it. */
  timeZone: TimeZone,
  /** Optional display strings that replace the formatted date and time. */
  dateFlat: Nullable(Type.String()),
  timeFlat: Nullable(Type.String()),
  status: EventStatus,
  period: Nullable(EventPeriod),
  priceLabel: Type.String(),
  tiers: Type.Array(inline(Tier)),
  battles: Type.Array(inline(BattleChip)),
  staff: inline(EventStaff),
  /** The first avatars of who is going (or went); whoIsGoingCount says how many in all. */
  whoIsGoing: Type.Array(UserChip),
  whoIsGoingCount: Count,
  permissions: EventPermissions,
  /** The caller's own tickets ('View ticket'). */
  tickets: Type.Array(inline(TicketDisplay)),
  /** Check-in list; present only for those who can edit the event. */
  attendees: Type.Optional(Type.Array(inline(Attendee))),
});
export type EventDetail = Static<typeof EventDetail>;
