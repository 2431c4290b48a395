import { fixedSizeImage } from '@cypher/contracts';
import { AreaLink, usePlatform } from '@cypher/contracts/react';
import { paths } from './paths';

/** Spec avatar sizes include 32 px; twice that for sharp screens, which alone fetch it. */
const AVATAR_PX = 32;

interface Props {
  id: number;
  dancerName: string;
  avatar: number | null;
}

/** A dancer's round picture (or initial), decorative: the name beside it or its link says who. */
export function AvatarImage({ dancerName, avatar }: Omit<Props, 'id'>) {
  const image = fixedSizeImage(usePlatform(), avatar, AVATAR_PX);
  return image ? (
    <img className="bt-avatar__image" {...image} alt="" loading="lazy" title={dancerName} />
  ) : (
    <span className="bt-avatar__image bt-avatar__image--empty" aria-hidden="true" title={dancerName}>
      {dancerName.charAt(0).toUpperCase()}
    </span>
  );
}

/** A dancer's avatar that opens their profile; the name is its accessible label. */
export function DancerAvatar({ id, dancerName, avatar }: Props) {
  return (
    <AreaLink className="bt-avatar" to={paths.profile(id)} aria-label={dancerName}>
      <AvatarImage dancerName={dancerName} avatar={avatar} />
    </AreaLink>
  );
}

/** Avatar and name as one link to the dancer's profile. */
export function DancerLink({ id, dancerName, avatar }: Props) {
  return (
    <AreaLink className="bt-dancer-link cy-link" to={paths.profile(id)}>
      <AvatarImage dancerName={dancerName} avatar={avatar} />
      <span className="bt-entry__name">{dancerName}</span>
    </AreaLink>
  );
}
