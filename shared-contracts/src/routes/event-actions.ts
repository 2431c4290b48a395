import { defineRoute } from '../http/route.js';
import { Id, IdParams, Ok, shape } from '../schemas/common.js';
import { CreatedId } from '../schemas/media.js';
import { EventDetail, EventStaff } from '../schemas/event.js';
import { EventRoleInput, EventUpdateInput } from '../schemas/event-input.js';
import { Battle } from '../schemas/battle.js';

const EventUserParams = shape({ id: Id, userId: Id });

/** Writes of the events area: the wizard, staff, check-in. */
export const eventActionRoutes = {
  create: defineRoute({
    name: 'events.create',
    method: 'POST',
    path: '/events',
    summary: 'Create an empty draft event for the wizard; the caller becomes its organizer',
    access: 'signedIn',
    response: CreatedId,
  }),
  update: defineRoute({
    name: 'events.update',
    method: 'POST',
    path: '/events/:id',
    summary: 'Save the whole event (wizard steps, save as draft)',
    access: 'signedIn',
    params: IdParams,
    body: EventUpdateInput,
    response: EventDetail,
  }),
  publish: defineRoute({
    name: 'events.publish',
    method: 'POST',
    path: '/events/:id/publish',
    summary: "Publish a draft; refused without dates ('Please select an event date')",
    access: 'signedIn',
    params: IdParams,
    response: EventDetail,
  }),
  remove: defineRoute({
    name: 'events.remove',
    method: 'POST',
    path: '/events/:id/delete',
    summary: 'Delete an event',
    access: 'signedIn',
    params: IdParams,
    response: Ok,
  }),
  addStaff: defineRoute({
    name: 'events.addStaff',
    method: 'POST',
    path: '/events/:id/role',
    summary: 'Give a user a staff role (organizer, admin, host, dj)',
    access: 'signedIn',
    params: IdParams,
    body: EventRoleInput,
    response: EventStaff,
  }),
  removeStaff: defineRoute({
    name: 'events.removeStaff',
    method: 'DELETE',
    path: '/events/:id/role',
    summary: 'Take a staff role away',
    access: 'signedIn',
    params: IdParams,
    body: EventRoleInput,
    response: EventStaff,
  }),
  checkIn: defineRoute({
    name: 'events.checkIn',
    method: 'POST',
    path: '/events/:id/checkin',
    summary: 'Check the caller in (only while the event is happening now)',
    access: 'signedIn',
    params: IdParams,
    response: EventDetail,
  }),
  checkInUser: defineRoute({
    name: 'events.checkInUser',
    method: 'POST',
    path: '/events/:id/checkin/:userId',
    summary: 'Check a dancer in (organizer and admins); assigns their battle numbers',
    access: 'signedIn',
    params: EventUserParams,
    response: EventDetail,
  }),
  addBattle: defineRoute({
    name: 'events.addBattle',
    method: 'POST',
    path: '/events/:id/add-battle',
    summary: 'Create an empty battle in the event (wizard Battles step)',
    access: 'signedIn',
    params: IdParams,
    response: Battle,
  }),
};
