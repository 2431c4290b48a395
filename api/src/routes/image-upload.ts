import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { ERRORS, IMAGE_MAX_BYTES } from '@cypher/contracts';
import { ApiError, BadRequestError } from '../errors.js';
import { requireCaller } from '../auth/caller.js';
import { decodedFormat, type ImagesService } from '../services/images-service.js';

export const UPLOAD_MESSAGES = {
  fileRequired: 'Choose an image to upload',
  notAnImage: 'Use a png or jpeg image',
} as const;

/** png and jpeg recognised from their first bytes, whatever the name or declared type says. */
export function imageKindOf(data: Buffer): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * POST /images (multipart field `file`): signed-in only, at most IMAGE_MAX_BYTES, png or jpeg.
 * The file is kept in memory (it is at most 10 MB), checked, and stored under a generated name.
 */
export function imageUploadRouter(images: ImagesService): Router {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const router = Router();
  router.post(
    '/images',
    // Refuse signed-out callers before reading a large body.
    (req, _res, next) => {
      requireCaller(req);
      next();
    },
    (req: Request, res: Response, next: NextFunction) =>
      upload.single('file')(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return next(new ApiError(413, 'payload_too_large', ERRORS.imageTooLarge));
          return next(new BadRequestError(UPLOAD_MESSAGES.fileRequired, 'file', { rule: error.code }));
        }
        next(error);
      }),
    async (req, res) => {
      const caller = requireCaller(req);
      const file = req.file;
      if (!file) throw new BadRequestError(UPLOAD_MESSAGES.fileRequired, 'file', { rule: 'required' });
      if (!imageKindOf(file.buffer)) throw new BadRequestError(UPLOAD_MESSAGES.notAnImage, 'file', { rule: 'type' });
      // The right first bytes but not an image that decodes whole (truncated, corrupt) is refused too.
      if (!(await decodedFormat(file.buffer))) throw new BadRequestError(UPLOAD_MESSAGES.notAnImage, 'file', { rule: 'decode' });
      res.json({ id: await images.store(file.buffer, caller.profileId) });
    },
  );
  return router;
}
