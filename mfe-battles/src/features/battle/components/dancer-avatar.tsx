import { AreaLink, usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../paths';

/** Spec avatar sizes include 32 px; served at twice that for sharp screens. */
const AVATAR_PX = 32;

interface Props {
  id: number;
  dancerName: string;
  avatar: number | null;
}

/** A dancer's avatar that opens their profile; the name is its accessible label. */
export function DancerAvatar({ id, dancerName, avatar }: Props) {
  const url = usePlatform().imageUrl(avatar, AVATAR_PX * 2);
  return (
    <AreaLink className="bt-avatar" to={paths.profile(id)} aria-label={dancerName}>
      {url ? (
        <img
          className="bt-avatar__image"
          src={url}
          alt=""
          width={AVATAR_PX}
          height={AVATAR_PX}
          loading="lazy"
          title={dancerName}
        />
      ) : (
        <span className="bt-avatar__image bt-avatar__image--empty" aria-hidden="true" title={dancerName}>
          {dancerName.charAt(0).toUpperCase()}
        </span>
      )}
    </AreaLink>
  );
}
