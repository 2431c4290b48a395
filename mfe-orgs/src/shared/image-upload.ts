import { ERRORS, IMAGE_MAX_BYTES, IMAGE_TYPES, type Platform } from '@cypher/contracts';

/** The host's image upload (optional: a host without it shows images but offers no upload). */
export function imageUploaderOf(platform: Platform): ((file: File) => Promise<number | null>) | null {
  return platform.upload ? (file) => platform.upload!(file) : null;
}

/** Spec: png or jpeg only; over 10,000,000 bytes is refused with the 'Use an image smaller…' toast. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return ERRORS.imageTooLarge;
  return null;
}
