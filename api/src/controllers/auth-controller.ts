import type { AuthConfig, routes } from '@cypher/contracts';
import type { IdentityConfig } from '../config.js';
import type { RouteHandler } from '../http/bind-route.js';
import { BadRequestError } from '../errors.js';
import type { FirebaseVerifier } from '../auth/firebase.js';
import type { IdentityService } from '../services/identity-service.js';

type R = typeof routes.auth;

export const FIREBASE_DISABLED = 'Firebase sign-in is not enabled on this site';

export function authController(identity: IdentityService, config: IdentityConfig, firebase: FirebaseVerifier | null) {
  const authConfig: AuthConfig = {
    provider: config.provider,
    google: !!config.google,
    firebase: config.provider === 'firebase' && config.firebase ? config.firebase : null,
  };
  const configHandler: RouteHandler<R['config']> = async () => authConfig;
  const signup: RouteHandler<R['signup']> = ({ body }) => identity.signup(body);
  const login: RouteHandler<R['login']> = ({ body }) => identity.login(body);
  const logout: RouteHandler<R['logout']> = ({ caller }) => identity.logout(caller.accountId);
  const changePassword: RouteHandler<R['changePassword']> = ({ caller, body }) => identity.changePassword(caller.accountId, body);
  const consumeMagicLink: RouteHandler<R['consumeMagicLink']> = ({ body }) => identity.consumeMagicLink(body.token);
  const confirmReset: RouteHandler<R['confirmReset']> = ({ body }) => identity.confirmReset(body);
  const firebaseSignIn: RouteHandler<R['firebase']> = async ({ body }) => {
    if (!firebase) throw new BadRequestError(FIREBASE_DISABLED, 'body.idToken', { rule: 'provider' });
    return identity.signInExternal(await firebase(body.idToken));
  };
  return {
    config: configHandler,
    signup,
    login,
    logout,
    changePassword,
    consumeMagicLink,
    confirmReset,
    firebase: firebaseSignIn,
  };
}
