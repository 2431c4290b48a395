import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

/** The largest side a resized copy may ask for; bigger requests get the original size. */
export const MAX_IMAGE_SIDE = 2000;

/**
 * png or jpeg when the whole image decodes, else null. The first bytes and the header can be
 * right while the rest is cut off; only decoding every pixel (sharp's `stats` reads them all,
 * without keeping them) proves a resize will work later.
 */
export async function decodedFormat(data: Buffer): Promise<'png' | 'jpeg' | null> {
  try {
    const { format } = await sharp(data).metadata();
    if (format !== 'png' && format !== 'jpeg') return null;
    await sharp(data).stats();
    return format;
  } catch {
    return null;
  }
}

/**
 * Writes a file under a temporary name in the same folder, then renames it: a crash or a
 * failure half-way leaves no truncated file under the real name, and readers see all or nothing.
 */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** A stored file's bytes, or null when it is missing or empty (never served as an image). */
async function readIfComplete(file: string): Promise<Buffer | null> {
  const data = await fs.readFile(file).catch(() => null);
  return data && data.length > 0 ? data : null;
}

/**
 * 'original' answers a resized copy in the upload's own format (PNG or JPEG); 'webp' answers it as
 * WebP, for browsers that say they accept it.
 */
export type CopyFormat = 'original' | 'webp';

/** Lossy quality 80: a card's copy is about a fifth of its PNG's bytes with no visible change. */
const WEBP_QUALITY = 80;

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
      await writeAtomically(path.join(deps.imagesDir, storageKey), data);
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

    /**
     * The image at most w × h (cover when both are given, keeping proportions otherwise), in the
     * original's format or, for `webp`, as WebP. The original itself (no size) is never converted.
     */
    async read(id: number, width?: number, height?: number, format: CopyFormat = 'original'): Promise<ServedImage> {
      const image = await repos.images.findById(id);
      if (!image) throw new NotFoundError('Image', id);
      const original = path.join(deps.imagesDir, image.storageKey);
      if (!width && !height) return { mime: image.mime, data: await readOrMissing(original, id) };
      const w = width ? Math.min(width, MAX_IMAGE_SIDE) : undefined;
      const h = height ? Math.min(height, MAX_IMAGE_SIDE) : undefined;
      const webp = format === 'webp';
      const mime = webp ? 'image/webp' : image.mime;
      // The format is part of the name: the PNG and the WebP copy of one size are two files.
      const extension = webp ? 'webp' : path.extname(image.storageKey).slice(1);
      const variant = path.join(deps.imagesDir, 'variants', `${image.storageKey}-${w ?? 0}x${h ?? 0}.${extension}`);
      // An empty copy (left by a crash before copies were written atomically) is made again.
      const cached = await readIfComplete(variant);
      if (cached) return { mime, data: cached };
      const resized = sharp(await readOrMissing(original, id)).resize({
        width: w,
        height: h,
        fit: w && h ? 'cover' : 'inside',
        withoutEnlargement: true,
      });
      // sharp's WebP keeps an alpha channel by default, so transparent PNGs stay transparent.
      const data = await (webp ? resized.webp({ quality: WEBP_QUALITY }) : resized).toBuffer();
      await writeAtomically(variant, data);
      return { mime, data };
    },
  };
}

async function readOrMissing(file: string, id: number): Promise<Buffer> {
  const data = await readIfComplete(file);
  // The row exists but the file is gone or empty (a wiped data folder): the image is missing.
  if (!data) throw new NotFoundError('Image', id);
  return data;
}

export type ImagesService = ReturnType<typeof createImagesService>;
