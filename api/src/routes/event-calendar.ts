import { Router } from 'express';
import { CalendarLink, routes } from '@cypher/contracts';
import { BadRequestError } from '../errors.js';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { idParam } from '../http/id-param.js';
import type { Services } from '../services/index.js';

const TOKEN = new RegExp(CalendarLink.properties.token.pattern!);

const ICAL_TYPE = 'text/calendar; charset=utf-8';

/**
 * GET /events/:id/calendar.ics and GET /calendar.ics answer text/calendar, not JSON, so they are
 * plain routes (listed in the OpenAPI document through their contracts), checked here as bindRoute would.
 */
export function eventCalendarRouter(services: Services): Router {
  const router = Router();
  router.get('/events/:id/calendar.ics', async (req, res) => {
    const file = await services.eventCalendar.one(idParam(req));
    res.attachment(file.fileName).type(ICAL_TYPE).send(file.text);
  });
  router.get('/calendar.ics', async (req, res) => {
    const o = req.query.o;
    if (o !== undefined && (typeof o !== 'string' || !/^\d{1,10}(,\d{1,10})*$/.test(o) || o.length > 1100))
      throw new BadRequestError('query.o must be a comma-separated list of ids', 'query.o', { rule: 'pattern' });
    // Calendar apps poll a feed; five minutes of caching spares the database.
    res
      .set('Cache-Control', 'public, max-age=300')
      .type(ICAL_TYPE)
      .send(await services.eventCalendar.feed(o));
  });
  // A dancer's own feed: the token in the address is the key (calendar apps send no session).
  router.get('/calendar/:token.ics', async (req, res) => {
    if (!TOKEN.test(req.params.token))
      throw new BadRequestError('params.token must be a calendar feed token', 'params.token', { rule: 'pattern' });
    res
      .set('Cache-Control', 'private, max-age=300')
      .type(ICAL_TYPE)
      .send(await services.eventCalendar.dancerFeed(req.params.token));
  });
  return router;
}

/** The caller's own feed token: read (made on first ask) and reset. */
export function bindCalendarLinkRoutes(table: RouteTable, services: Services): void {
  bindRoute(table, routes.events.calendarLink, ({ caller }) => services.calendarLinks.of(caller.profileId));
  bindRoute(table, routes.events.resetCalendarLink, ({ caller }) => services.calendarLinks.reset(caller.profileId));
}
