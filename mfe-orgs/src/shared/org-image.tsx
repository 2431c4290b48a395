import { ORG_IMAGE, fixedSizeImage, imageSrcSet } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

const TABLE_PX = 32;

type Look = keyof typeof ORG_IMAGE | 'table';

/**
 * The organization's image (spec sizes: 300 px in lists, 1000 px on its page) with the copies a
 * screen picks from (ORG_IMAGE), and its width and height so its box is kept before it arrives; or
 * its initial on a plain tile. The header's image is the page's largest paint, and so is the first
 * row of cards' on the list (`eager`): not lazy.
 */
export function OrgImage({
  image,
  name,
  className,
  look,
  eager = look === 'header',
}: {
  image: number | null;
  name: string;
  className: string;
  look: Look;
  eager?: boolean;
}) {
  const platform = usePlatform();
  const url = platform.imageUrl(image, look === 'table' ? TABLE_PX : ORG_IMAGE[look].px);
  if (!url) {
    return (
      <span className={`${className} og-image--empty`} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  if (look === 'table') return <img className={className} {...fixedSizeImage(platform, image, TABLE_PX)} alt="" loading="lazy" />;
  const { px, widths, sizes } = ORG_IMAGE[look];
  return (
    <img
      className={className}
      src={url}
      srcSet={imageSrcSet(platform, image, widths)}
      sizes={sizes}
      width={px}
      height={px}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
