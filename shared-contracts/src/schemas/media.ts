import { Type, type Static } from '@sinclair/typebox';
import { entity, Id, Nullable, shape } from './common.js';
import { MemberCard } from './user.js';

/** A video on a profile, organization or event; `link` is the YouTube video id (rules/youtube.ts). */
export const Media = entity('Media', {
  id: Id,
  name: Type.String({ maxLength: 200 }),
  link: Type.String({ pattern: '^[A-Za-z0-9_-]{6,20}$' }),
  userId: Nullable(Id),
  orgId: Nullable(Id),
  eventId: Nullable(Id),
});
export type Media = Static<typeof Media>;

/**
 * Add a video (no id) or rename one (with id); exactly one owner id is expected. `link` is a
 * YouTube link in one of the forms of rules/youtube.ts (or a bare video id); the API extracts the
 * id and answers 400 naming `body.link` when it finds none. A rename keeps the stored video.
 */
export const MediaInput = shape({
  id: Type.Optional(Id),
  link: Type.String({ minLength: 1, maxLength: 500 }),
  name: Type.String({ maxLength: 200 }),
  userId: Type.Optional(Nullable(Id)),
  orgId: Type.Optional(Nullable(Id)),
  eventId: Type.Optional(Nullable(Id)),
});
export type MediaInput = Static<typeof MediaInput>;

/** A Home workshop ('Coming soon'), with its instructor's card. */
export const Workshop = entity('Workshop', {
  id: Id,
  title: Type.String(),
  date: Nullable(Type.String({ format: 'date-time' })),
  status: Type.Union([Type.Literal('coming-soon'), Type.Literal('published')]),
  instructor: MemberCard,
});
export type Workshop = Static<typeof Workshop>;

/** Answer of the image upload: the new image's id. */
export const UploadedImage = entity('UploadedImage', { id: Id });
export type UploadedImage = Static<typeof UploadedImage>;

/** Answer of calls that create an empty record (event, organization). */
export const CreatedId = entity('CreatedId', { id: Id });
export type CreatedId = Static<typeof CreatedId>;
