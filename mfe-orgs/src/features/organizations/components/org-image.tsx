import { usePlatform } from '@cypher/contracts/react';

/** Spec image sizes: an organization image is served at 300 px in lists. */
const ORG_IMAGE_PX = 300;

/** The organization's image, or its initial on a plain tile when it has none. */
export function OrgImage({ image, name, className }: { image: number | null; name: string; className: string }) {
  const url = usePlatform().imageUrl(image, ORG_IMAGE_PX);
  if (!url) {
    return (
      <span className={`${className} og-image--empty`} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className={className} src={url} alt="" loading="lazy" />;
}
