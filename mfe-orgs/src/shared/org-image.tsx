import { IMAGE_SIZE } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/** The organization's image (spec sizes: 300 px in lists, 1000 px on its page), or its initial on a plain tile. */
export function OrgImage({
  image,
  name,
  className,
  size = IMAGE_SIZE.orgSmall,
}: {
  image: number | null;
  name: string;
  className: string;
  size?: number;
}) {
  const url = usePlatform().imageUrl(image, size);
  if (!url) {
    return (
      <span className={`${className} og-image--empty`} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className={className} src={url} alt="" loading="lazy" />;
}
