import { Type, type TSchema, type TProperties, type TObject, type TNull, type TUnion } from '@sinclair/typebox';
import { MAX_STORED_INTEGER, MONEY_MAX_CENTS } from '../constants.js';

/**
 * Building blocks every schema uses. Two rules come from ajv (the API's validator):
 * - an entity schema carries `$id` and `additionalProperties: false` (`entity()`);
 * - ajv refuses a schema in which one `$id` appears twice, so an entity embedded inside another
 *   schema goes in through `inline()`, which drops the `$id`. `routes.test.ts` walks every route
 *   to keep it that way.
 */

/** An object schema for one of the spec's entities (section 3), named for OpenAPI and ajv. */
export function entity<T extends TProperties>(name: string, properties: T, description?: string): TObject<T> {
  return Type.Object(properties, { $id: name, additionalProperties: false, ...(description ? { description } : {}) });
}

/** A closed object that is part of something else (chips, socials, permission sets, queries). */
export function shape<T extends TProperties>(properties: T, description?: string): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
}

/** The same schema without its `$id`, for embedding one entity inside another. */
export function inline<T extends TSchema>(schema: T): T {
  const { $id: _dropped, ...rest } = schema;
  return rest as T;
}

export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()]);
}

/** Ids are integers from 1. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_STORED_INTEGER });
/** An uploaded image is referred to by its id; null shows the default image of its kind. */
export const ImageId = Nullable(Id);
/** Instants travel as ISO 8601 UTC strings (`2026-11-22T18:00:00.000Z`). */
export const IsoDateTime = Type.String({ format: 'date-time' });
/** An IANA time zone name ('America/New_York', 'UTC'); the API checks it is one Intl knows. */
export const TimeZone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-]+(/[A-Za-z0-9_+\\-]+)*$' });
/** Birthdays and founded dates travel as the `mm/dd/yyyy` text the spec shows. */
export const MonthDayYear = Type.String({ pattern: '^\\d{2}/\\d{2}/\\d{4}$' });
/** Money is always integer cents. */
export const Cents = Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER });
/**
 * An amount a person sets (a tier's cost, fees or taxes, a prize): at most MONEY_MAX_CENTS, so a
 * ticket's total of three stays an INT; an answer's sums are `Cents`.
 */
export const Amount = Type.Integer({ minimum: 0, maximum: MONEY_MAX_CENTS });
/** A count a person sets and the database keeps in an INT column (a battle's cap limit). */
export const StoredCount = Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER });
export const Count = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** `{ id }` path parameter (ajv coerces the path string to an integer). */
export const IdParams = shape({ id: Id });

/** A comma list of ids in a query string (`o=3,7`); the client joins arrays with commas. */
export const IdList = Type.String({ pattern: '^\\d{1,10}(,\\d{1,10})*$', maxLength: 1100 });
/** Free-text search (`k`). */
export const Keyword = Type.String({ maxLength: 200 });
/** Page index from 0. */
export const PageIndex = Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER, default: 0 });
/** Page size with the route's own maximum. */
export function PageSize(max: number, fallback: number) {
  return Type.Integer({ minimum: 1, maximum: max, default: fallback });
}
/** A calendar day (`2026-11-01`), optionally with a time, as the calendar sends its range. */
export const DayOrDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });

/** Answer of calls whose success is only an acknowledgement (`ok`). */
export const Ok = entity('Ok', { ok: Type.Literal(true) });
export const CountResult = entity('CountResult', { count: Count });
