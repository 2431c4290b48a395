import { Router } from 'express';
import { BadRequestError } from '../errors.js';
import type { ImagesService } from '../services/images-service.js';

/** Resized copies never change for an id, so browsers and CDNs may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A positive whole number from the path or query, or a 400 naming the field. */
function positiveInt(value: unknown, field: string, required: boolean): number | undefined {
  if (value === undefined || value === '') {
    if (required) throw new BadRequestError(`${field} is required`, field);
    return undefined;
  }
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new BadRequestError(`${field} must be a positive integer`, field, { rule: 'type' });
  return Number(text);
}

/**
 * GET /images/:id?w=&h= answers bytes, not JSON, so it is not a contract route: it validates its
 * three numbers here with the same error body.
 */
export function imagesRouter(images: ImagesService): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const id = positiveInt(req.params.id, 'params.id', true)!;
    const width = positiveInt(req.query.w, 'query.w', false);
    const height = positiveInt(req.query.h, 'query.h', false);
    const image = await images.read(id, width, height);
    res.set('Cache-Control', IMAGE_CACHE_CONTROL).type(image.mime).send(image.data);
  });
  return router;
}
