import { Type, type Static } from '@sinclair/typebox';
import { entity, shape } from './common.js';
import { EmailAddress } from './formats.js';

/** What the API's identity provider accepts as an e-mail address. */
export const Email = EmailAddress();
/** Length only; the API also refuses common passwords, naming the field. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 200 });

export const Credentials = shape({ email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) });
export type Credentials = Static<typeof Credentials>;

export const SignupInput = shape({ email: Email, password: NewPassword });
export type SignupInput = Static<typeof SignupInput>;

export const ChangePasswordInput = shape({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: NewPassword,
});
export type ChangePasswordInput = Static<typeof ChangePasswordInput>;

/** A single-use link's token, as the e-mailed link carries it. */
export const LinkTokenInput = shape({ token: Type.String({ minLength: 16, maxLength: 200 }) });
export type LinkTokenInput = Static<typeof LinkTokenInput>;

export const ResetPasswordInput = shape({ token: Type.String({ minLength: 16, maxLength: 200 }), password: NewPassword });
export type ResetPasswordInput = Static<typeof ResetPasswordInput>;

export const FirebaseSignInInput = shape({ idToken: Type.String({ minLength: 1, maxLength: 5000 }) });
export type FirebaseSignInInput = Static<typeof FirebaseSignInInput>;

/** The API's own session token (sent back as `Authorization: Bearer …`). */
export const SessionToken = entity('SessionToken', { token: Type.String() });
export type SessionToken = Static<typeof SessionToken>;

/** Which ways of signing in this deployment offers (the login page asks before it renders). */
export const AuthConfig = entity('AuthConfig', {
  provider: Type.Union([Type.Literal('cypher'), Type.Literal('firebase')]),
  google: Type.Boolean(),
  firebase: Type.Union([Type.Null(), shape({ apiKey: Type.String(), authDomain: Type.String(), projectId: Type.String() })]),
});
export type AuthConfig = Static<typeof AuthConfig>;
