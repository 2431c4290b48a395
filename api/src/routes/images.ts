import { Router } from 'express';
import { BadRequestError } from '../errors.js';
import { idParam } from '../http/id-param.js';
import type { CopyFormat, ImagesService } from '../services/images-service.js';

/** Resized copies never change for an id, so browsers and CDNs may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A positive whole number from the query (none when absent), or a 400 naming the field. */
function positiveInt(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new BadRequestError(`${field} must be a positive integer`, field, { rule: 'type' });
  return Number(text);
}

/**
 * 'webp' when the Accept header names image/webp itself (with a q above 0), else 'original'.
 * Express's req.accepts would also say yes to the any-type wildcard that link-preview scrapers send,
 * and their og:image must stay PNG or JPEG: only a browser that lists WebP gets it.
 */
function copyFormat(accept: string | undefined): CopyFormat {
  const listsWebp = (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (q === undefined || Number(q.slice(2)) > 0);
  });
  return listsWebp ? 'webp' : 'original';
}

/**
 * GET /images/:id?w=&h= answers bytes, not JSON, so it is not a contract route: it validates its
 * id as contract routes do and its two sizes here, with the same error body.
 */
export function imagesRouter(images: ImagesService): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const id = idParam(req);
    const width = positiveInt(req.query.w, 'query.w');
    const height = positiveInt(req.query.h, 'query.h');
    const resized = width !== undefined || height !== undefined;
    const image = await images.read(id, width, height, resized ? copyFormat(req.get('Accept')) : 'original');
    // A resized copy's format follows Accept: a shared cache (or the browser's) must not hand the
    // WebP kept for one asker to another that asked without it.
    if (resized) res.vary('Accept');
    res.set('Cache-Control', IMAGE_CACHE_CONTROL).type(image.mime).send(image.data);
  });
  return router;
}
