import { defineRoute } from '../http/route.js';
import { IdParams, Ok } from '../schemas/common.js';
import { UserProfile } from '../schemas/user.js';
import { EmailInput, NewProfileInput, ProfileUpdateInput, ReleaseProfileInput } from '../schemas/user-input.js';

/** The caller's own profiles (the `x-caller-profile` header picks which one acts). */
export const accountRoutes = {
  me: defineRoute({
    name: 'users.me',
    method: 'GET',
    path: '/user',
    summary: 'The profile the caller acts as, with the account e-mail and all its profiles',
    access: 'signedIn',
    response: UserProfile,
  }),
  update: defineRoute({
    name: 'users.update',
    method: 'POST',
    path: '/user',
    summary: 'Save fields of the acting profile (onboarding, profile settings)',
    access: 'signedIn',
    body: ProfileUpdateInput,
    response: UserProfile,
  }),
  addProfile: defineRoute({
    name: 'users.addProfile',
    method: 'POST',
    path: '/user/profiles',
    summary: 'Add another dancer profile to the account (CreateOtherProfilePage)',
    access: 'signedIn',
    body: NewProfileInput,
    response: UserProfile,
  }),
  releaseProfile: defineRoute({
    name: 'users.releaseProfile',
    method: 'PUT',
    path: '/user/profiles',
    summary: 'Move a non-main profile to a new account with its own e-mail and password',
    access: 'signedIn',
    body: ReleaseProfileInput,
    response: Ok,
  }),
  setMain: defineRoute({
    name: 'users.setMain',
    method: 'PUT',
    path: '/user/:id/set-main',
    summary: 'Make one of the account’s profiles its main profile',
    access: 'signedIn',
    params: IdParams,
    response: UserProfile,
  }),
  resetPassword: defineRoute({
    name: 'users.resetPassword',
    method: 'POST',
    path: '/user/reset-password',
    summary: 'E-mail a password reset link (answers the same whether or not the address exists)',
    access: 'public',
    body: EmailInput,
    response: Ok,
  }),
  magicLink: defineRoute({
    name: 'users.magicLink',
    method: 'POST',
    path: '/user/magic-link',
    summary: 'E-mail a sign-in link (answers the same whether or not the address exists)',
    access: 'public',
    body: EmailInput,
    response: Ok,
  }),
};
