import { Type, type Static } from '@sinclair/typebox';
import { Id, ImageId, MonthDayYear, Nullable, shape } from './common.js';
import { UserSocials } from './chips.js';
import { EmailAddress } from './formats.js';
import { StatsPrivacy } from './user.js';

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Place = Nullable(Type.String({ maxLength: 100 }));

/** The onboarding form and CreateOtherProfilePage (a new profile under the same account). */
export const NewProfileInput = shape({
  firstName: Name,
  lastName: Name,
  dancerName: Name,
  birthday: MonthDayYear,
  country: Type.String({ minLength: 2, maxLength: 6 }),
  /** Required only for AU, CA and US (the API checks it). */
  state: Place,
  city: Type.String({ minLength: 1, maxLength: 100 }),
  avatar: ImageId,
  card: ImageId,
});
export type NewProfileInput = Static<typeof NewProfileInput>;

/** POST /user: any subset of the caller's profile fields (onboarding and profile settings). */
export const ProfileUpdateInput = Type.Partial(
  shape({
    firstName: Name,
    lastName: Name,
    dancerName: Name,
    birthday: MonthDayYear,
    country: Type.String({ minLength: 2, maxLength: 6 }),
    state: Place,
    city: Type.String({ minLength: 1, maxLength: 100 }),
    avatar: ImageId,
    card: ImageId,
    socials: UserSocials,
    privacy: StatsPrivacy,
  }),
);
export type ProfileUpdateInput = Static<typeof ProfileUpdateInput>;

/** Release a non-main profile into an account of its own. */
export const ReleaseProfileInput = shape({
  profileId: Id,
  email: EmailAddress(),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ReleaseProfileInput = Static<typeof ReleaseProfileInput>;

export const EmailInput = shape({ email: EmailAddress() });
export type EmailInput = Static<typeof EmailInput>;
