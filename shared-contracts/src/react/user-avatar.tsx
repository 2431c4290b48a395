import { fixedSizeImage } from '../platform/image-src-set.js';
import { usePlatform } from './platform-context.js';

/** A dancer's avatar at one of the spec's sizes, or an empty circle when there is none. */
export function UserAvatar({ avatar, size }: { avatar: number | null; size: 30 | 32 | 42 | 48 | 64 | 100 | 200 }) {
  const image = fixedSizeImage(usePlatform(), avatar, size);
  const style = { width: size, height: size };
  if (!image) return <span className="cy-avatar cy-avatar--empty" style={style} aria-hidden="true" />;
  return <img className="cy-avatar" {...image} alt="" style={style} />;
}
