import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { IdParams } from '../schemas/common.js';
import { Notification } from '../schemas/user.js';

export const notificationRoutes = {
  list: defineRoute({
    name: 'notifications.list',
    method: 'GET',
    path: '/notifications',
    summary: 'The acting profile’s notifications that are not dismissed, newest first',
    access: 'signedIn',
    response: Type.Array(Notification),
  }),
  markRead: defineRoute({
    name: 'notifications.markRead',
    method: 'POST',
    path: '/notifications/:id',
    summary: 'Mark one notification read (clicking it); answers the list',
    access: 'signedIn',
    params: IdParams,
    response: Type.Array(Notification),
  }),
  /** Not in the spec's call table, but the header lets a notification be dismissed. */
  dismiss: defineRoute({
    name: 'notifications.dismiss',
    method: 'DELETE',
    path: '/notifications/:id',
    summary: 'Dismiss one notification; answers the list',
    access: 'signedIn',
    params: IdParams,
    response: Type.Array(Notification),
  }),
};
