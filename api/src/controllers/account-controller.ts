import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import { requireCaller } from '../auth/caller.js';
import type { AccountService } from '../services/account-service.js';
import type { IdentityService } from '../services/identity-service.js';
import type { createNotificationsService } from '../services/notifications-service.js';

type U = typeof routes.users;
type N = typeof routes.notifications;

export function accountController(account: AccountService, identity: IdentityService) {
  const me: RouteHandler<U['me']> = ({ req }) => account.me(requireCaller(req));
  const update: RouteHandler<U['update']> = ({ req, body }) => account.update(requireCaller(req), body);
  const addProfile: RouteHandler<U['addProfile']> = ({ req, body }) => account.addProfile(requireCaller(req), body);
  const releaseProfile: RouteHandler<U['releaseProfile']> = ({ req, body }) => account.releaseProfile(requireCaller(req), body);
  const setMain: RouteHandler<U['setMain']> = ({ req, params }) => account.setMain(requireCaller(req), params.id);
  const resetPassword: RouteHandler<U['resetPassword']> = ({ body }) => identity.requestLink('reset-password', body.email.trim());
  const magicLink: RouteHandler<U['magicLink']> = ({ body }) => identity.requestLink('magic-link', body.email.trim());
  return { me, update, addProfile, releaseProfile, setMain, resetPassword, magicLink };
}

export function notificationsController(notifications: ReturnType<typeof createNotificationsService>) {
  const list: RouteHandler<N['list']> = ({ req }) => notifications.list(requireCaller(req));
  const markRead: RouteHandler<N['markRead']> = ({ req, params }) => notifications.markRead(requireCaller(req), params.id);
  const dismiss: RouteHandler<N['dismiss']> = ({ req, params }) => notifications.dismiss(requireCaller(req), params.id);
  return { list, markRead, dismiss };
}
