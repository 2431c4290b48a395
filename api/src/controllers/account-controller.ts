import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { AccountService } from '../services/account-service.js';
import type { IdentityService } from '../services/identity-service.js';
import type { createNotificationsService } from '../services/notifications-service.js';

type U = typeof routes.users;
type N = typeof routes.notifications;

export function accountController(account: AccountService, identity: IdentityService) {
  const me: RouteHandler<U['me']> = ({ caller }) => account.me(caller);
  const update: RouteHandler<U['update']> = ({ caller, body }) => account.update(caller, body);
  const addProfile: RouteHandler<U['addProfile']> = ({ caller, body }) => account.addProfile(caller, body);
  const releaseProfile: RouteHandler<U['releaseProfile']> = ({ caller, body }) => account.releaseProfile(caller, body);
  const setMain: RouteHandler<U['setMain']> = ({ caller, params }) => account.setMain(caller, params.id);
  const resetPassword: RouteHandler<U['resetPassword']> = ({ body }) => identity.requestLink('reset-password', body.email.trim());
  const magicLink: RouteHandler<U['magicLink']> = ({ body }) => identity.requestLink('magic-link', body.email.trim());
  return { me, update, addProfile, releaseProfile, setMain, resetPassword, magicLink };
}

export function notificationsController(notifications: ReturnType<typeof createNotificationsService>) {
  const list: RouteHandler<N['list']> = ({ caller }) => notifications.list(caller);
  const markRead: RouteHandler<N['markRead']> = ({ caller, params }) => notifications.markRead(caller, params.id);
  const dismiss: RouteHandler<N['dismiss']> = ({ caller, params }) => notifications.dismiss(caller, params.id);
  return { list, markRead, dismiss };
}
