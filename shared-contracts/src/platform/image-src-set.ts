import type { Platform } from './platform.js';

/**
 * The address of one stored image at most `width` × `height` (the API's `GET /images/:id?w=&h=`,
 * which resizes on demand), under the API at `apiBase`; null when there is no image. Every
 * platform's `imageUrl` and the composition server's preloads build it here, so the copy a page
 * shows and the copy its first HTML preloads are the same URL.
 */
export function imageAddress(apiBase: string, id: number | null | undefined, width: number, height = width): string | null {
  return id === null || id === undefined ? null : `${apiBase}/images/${id}?w=${width}&h=${height}`;
}

/**
 * The `srcset` of one stored image at each of `widths` (the image endpoint resizes on demand), each
 * cropped to `ratio` (height ÷ width) like the `src` it stands beside, so the browser fetches the
 * smallest copy that fills the box the page's `sizes` describes instead of one large copy on every
 * screen. Undefined when there is no image.
 */
export function imageSrcSet(
  platform: Pick<Platform, 'imageUrl'>,
  id: number | null | undefined,
  widths: readonly number[],
  ratio = 1,
): string | undefined {
  const candidates = widths.flatMap((width) => {
    const url = platform.imageUrl(id, width, Math.round(width * ratio));
    return url ? [`${url} ${width}w`] : [];
  });
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/** The `<img>` attributes of a square image shown at a fixed size (an avatar). */
export interface FixedSizeImage {
  src: string;
  srcSet?: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * An image shown at `px` × `px`: a copy at that size, and one twice as large that only a 2× screen
 * fetches. Null when there is no image.
 */
export function fixedSizeImage(
  platform: Pick<Platform, 'imageUrl'>,
  id: number | null | undefined,
  px: number,
): FixedSizeImage | null {
  const src = platform.imageUrl(id, px);
  if (!src) return null;
  return { src, srcSet: imageSrcSet(platform, id, [px, px * 2]), sizes: `${px}px`, width: px, height: px };
}
