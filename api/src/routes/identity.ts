import { routes } from '@cypher/contracts';
import type { Router } from 'express';
import type { IdentityConfig } from '../config.js';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { authController } from '../controllers/auth-controller.js';
import { accountController, notificationsController } from '../controllers/account-controller.js';
import { createRateLimits } from '../auth/rate-limits.js';
import { createFirebaseVerifier } from '../auth/firebase.js';
import { googleRouter } from '../auth/google.js';
import type { Services } from '../services/index.js';

export interface IdentityRouteDependencies {
  config: IdentityConfig;
  secret: string;
  log: (error: unknown) => void;
}

/**
 * Sign-in (routes.auth), the caller's account (routes.users account calls) and notifications.
 * Answers the Google router to mount beside the contract routes, or null when not configured.
 */
export function bindIdentityRoutes(
  table: RouteTable,
  services: Services,
  deps: IdentityRouteDependencies,
): { google: Router | null } {
  const { config, log } = deps;
  const { identity } = services;
  const firebase =
    config.provider === 'firebase' && config.firebase ? createFirebaseVerifier(config.firebase.projectId, log) : null;
  const auth = authController(identity, config, firebase);
  const account = accountController(services.account, identity);
  const notifications = notificationsController(services.notifications);
  const limits = createRateLimits(config.rateLimits, config.redisUrl);

  bindRoute(table, routes.auth.config, auth.config);
  bindRoute(table, routes.auth.signup, auth.signup);
  table.router.post(routes.auth.login.path, limits.loginByEmailAndIp, limits.loginByEmail, limits.loginByIp);
  bindRoute(table, routes.auth.login, auth.login);
  bindRoute(table, routes.auth.logout, auth.logout);
  bindRoute(table, routes.auth.changePassword, auth.changePassword);
  bindRoute(table, routes.auth.consumeMagicLink, auth.consumeMagicLink);
  bindRoute(table, routes.auth.confirmReset, auth.confirmReset);
  bindRoute(table, routes.auth.firebase, auth.firebase);

  bindRoute(table, routes.users.me, account.me);
  bindRoute(table, routes.users.update, account.update);
  bindRoute(table, routes.users.addProfile, account.addProfile);
  bindRoute(table, routes.users.releaseProfile, account.releaseProfile);
  bindRoute(table, routes.users.setMain, account.setMain);
  table.router.post(routes.users.resetPassword.path, limits.resetByEmail, limits.linksByIp);
  bindRoute(table, routes.users.resetPassword, account.resetPassword);
  table.router.post(routes.users.magicLink.path, limits.magicLinkByEmail, limits.linksByIp);
  bindRoute(table, routes.users.magicLink, account.magicLink);

  bindRoute(table, routes.notifications.list, notifications.list);
  bindRoute(table, routes.notifications.markRead, notifications.markRead);
  bindRoute(table, routes.notifications.dismiss, notifications.dismiss);

  const google = config.google
    ? googleRouter({ google: config.google, publicUrl: config.publicUrl, secret: deps.secret, identity, log })
    : null;
  return { google };
}
