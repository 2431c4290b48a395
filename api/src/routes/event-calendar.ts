import { Router } from 'express';
import { BadRequestError } from '../errors.js';
import type { Services } from '../services/index.js';

const ICAL_TYPE = 'text/calendar; charset=utf-8';

/**
 * GET /events/:id/calendar.ics and GET /calendar.ics answer text/calendar, not JSON, so they are
 * plain routes (listed in the OpenAPI document through their contracts), checked here as bindRoute would.
 */
export function eventCalendarRouter(services: Services): Router {
  const router = Router();
  router.get('/events/:id/calendar.ics', async (req, res) => {
    if (!/^\d{1,10}$/.test(req.params.id) || Number(req.params.id) < 1)
      throw new BadRequestError('params.id must be a positive integer', 'params.id', { rule: 'type' });
    const file = await services.eventCalendar.one(Number(req.params.id));
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
  return router;
}
