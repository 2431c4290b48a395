import { IMAGE_SIZE, fixedSizeImage, imageSrcSet } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * How an organization's image is shown, and so which copies a screen needs: a list card (about
 * 200–300 px, full width in one column on a phone), the 32 px circle of the list table, and the
 * organization page's header (its full width on a phone, 320 px beside the text from 768 px).
 */
const LOOKS = {
  card: {
    px: IMAGE_SIZE.orgSmall,
    widths: [240, 300, 480, 600],
    sizes: '(max-width: 503px) calc(100vw - 56px), (max-width: 991px) calc(50vw - 46px), 300px',
  },
  header: {
    px: IMAGE_SIZE.orgLarge,
    widths: [320, 480, 640, 800, IMAGE_SIZE.orgLarge],
    sizes: '(max-width: 767px) calc(100vw - 32px), 320px',
  },
} as const;
const TABLE_PX = 32;

type Look = keyof typeof LOOKS | 'table';

/**
 * The organization's image (spec sizes: 300 px in lists, 1000 px on its page) with the copies a
 * screen picks from, and its width and height so its box is kept before it arrives; or its
 * initial on a plain tile. The header's image is the page's largest paint: not lazy.
 */
export function OrgImage({
  image,
  name,
  className,
  look,
}: {
  image: number | null;
  name: string;
  className: string;
  look: Look;
}) {
  const platform = usePlatform();
  const url = platform.imageUrl(image, look === 'table' ? TABLE_PX : LOOKS[look].px);
  if (!url) {
    return (
      <span className={`${className} og-image--empty`} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  if (look === 'table') return <img className={className} {...fixedSizeImage(platform, image, TABLE_PX)} alt="" loading="lazy" />;
  const { px, widths, sizes } = LOOKS[look];
  return (
    <img
      className={className}
      src={url}
      srcSet={imageSrcSet(platform, image, widths)}
      sizes={sizes}
      width={px}
      height={px}
      alt=""
      loading={look === 'header' ? 'eager' : 'lazy'}
    />
  );
}
