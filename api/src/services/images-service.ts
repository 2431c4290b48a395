import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

/** The largest side a resized copy may ask for; bigger requests get the original size. */
export const MAX_IMAGE_SIDE = 2000;

export interface ServedImage {
  mime: string;
  data: Buffer;
}

/**
 * Images live on disk under imagesDir (one file per upload, named by its storage key) with a row
 * in `images`. Resized copies are made by sharp on first request and kept under `variants/`.
 */
export function createImagesService(repos: Repositories, deps: { imagesDir: string; now: () => Date }) {
  return {
    /** Stores a png or jpeg and answers its id. */
    async store(data: Buffer, uploadedBy: number | null): Promise<number> {
      const meta = await sharp(data).metadata();
      if (meta.format !== 'png' && meta.format !== 'jpeg') throw new Error(`Unsupported image format ${meta.format}`);
      const storageKey = `${randomUUID()}.${meta.format === 'png' ? 'png' : 'jpg'}`;
      await fs.mkdir(deps.imagesDir, { recursive: true });
      await fs.writeFile(path.join(deps.imagesDir, storageKey), data);
      return repos.images.insert(
        {
          storageKey,
          mime: `image/${meta.format}`,
          width: meta.width ?? 0,
          height: meta.height ?? 0,
          bytes: data.length,
          uploadedBy,
        },
        deps.now(),
      );
    },

    /** The image at most w × h (cover when both are given, keeping proportions otherwise). */
    async read(id: number, width?: number, height?: number): Promise<ServedImage> {
      const image = await repos.images.findById(id);
      if (!image) throw new NotFoundError('Image', id);
      const original = path.join(deps.imagesDir, image.storageKey);
      if (!width && !height) return { mime: image.mime, data: await readOrMissing(original, id) };
      const w = width ? Math.min(width, MAX_IMAGE_SIDE) : undefined;
      const h = height ? Math.min(height, MAX_IMAGE_SIDE) : undefined;
      const variant = path.join(deps.imagesDir, 'variants', `${image.storageKey}-${w ?? 0}x${h ?? 0}`);
      const cached = await fs.readFile(variant).catch(() => null);
      if (cached) return { mime: image.mime, data: cached };
      const data = await sharp(await readOrMissing(original, id))
        .resize({ width: w, height: h, fit: w && h ? 'cover' : 'inside', withoutEnlargement: true })
        .toBuffer();
      await fs.mkdir(path.dirname(variant), { recursive: true });
      await fs.writeFile(variant, data);
      return { mime: image.mime, data };
    },
  };
}

async function readOrMissing(file: string, id: number): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch {
    // The row exists but the file is gone (a wiped data folder): the image is missing.
    throw new NotFoundError('Image', id);
  }
}

export type ImagesService = ReturnType<typeof createImagesService>;
