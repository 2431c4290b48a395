import { defineRoute } from '../http/route.js';
import { Ok } from '../schemas/common.js';
import {
  AuthConfig,
  ChangePasswordInput,
  Credentials,
  FirebaseSignInInput,
  LinkTokenInput,
  ResetPasswordInput,
  SessionToken,
  SignupInput,
} from '../schemas/auth.js';

/**
 * The API's own identity provider. Every success answers a session token; logout and a password
 * change end the account's other sessions. Google sign-in is a browser redirect flow and so not a
 * JSON route: `GET /auth/google?redirect=…` → the issuer → `GET /auth/google/callback` → the
 * shell's `/auth/complete#token=…&redirect=…`.
 */
export const authRoutes = {
  config: defineRoute({
    name: 'auth.config',
    method: 'GET',
    path: '/auth/config',
    summary: 'Ways of signing in this deployment offers',
    access: 'public',
    response: AuthConfig,
  }),
  signup: defineRoute({
    name: 'auth.signup',
    method: 'POST',
    path: '/auth/signup',
    summary: 'Create an account with e-mail and password (409 when the e-mail is already in use)',
    access: 'public',
    body: SignupInput,
    response: SessionToken,
  }),
  login: defineRoute({
    name: 'auth.login',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password (401 wrong, 429 too many attempts)',
    access: 'public',
    body: Credentials,
    response: SessionToken,
  }),
  logout: defineRoute({
    name: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'End every session of the account',
    access: 'signedIn',
    response: Ok,
  }),
  changePassword: defineRoute({
    name: 'auth.changePassword',
    method: 'POST',
    path: '/auth/password',
    summary: 'Change the password (e-mail accounts only); ends the other sessions, answers a new token',
    access: 'signedIn',
    body: ChangePasswordInput,
    response: SessionToken,
  }),
  consumeMagicLink: defineRoute({
    name: 'auth.consumeMagicLink',
    method: 'POST',
    path: '/auth/magic-link/consume',
    summary: 'Sign in with an e-mailed magic link (single use, expires)',
    access: 'public',
    body: LinkTokenInput,
    response: SessionToken,
  }),
  confirmReset: defineRoute({
    name: 'auth.confirmReset',
    method: 'POST',
    path: '/auth/reset-password/confirm',
    summary: 'Set a new password with an e-mailed reset link (single use, expires); signs in',
    access: 'public',
    body: ResetPasswordInput,
    response: SessionToken,
  }),
  firebase: defineRoute({
    name: 'auth.firebase',
    method: 'POST',
    path: '/auth/firebase',
    summary: 'Exchange a verified Firebase ID token for a session (when Firebase is the provider)',
    access: 'public',
    body: FirebaseSignInInput,
    response: SessionToken,
  }),
};
