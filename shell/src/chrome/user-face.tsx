// What the user menu's button shows: the 32 px avatar (or the name's initial) and the dancer name.
// The header's placeholder shows the same while the account menus load, so nothing moves when they
// arrive.
import { fixedSizeImage, type SessionUser } from '@cypher/contracts';
import { useShellPlatform } from '../platform/platform-context.js';

/** Spec "Images": avatars in the header are 32 px. */
const AVATAR_SIZE = 32;

/** The name the header shows for the acting profile. */
export function userDisplayName(user: SessionUser): string {
  return user.dancerName ?? user.email ?? '';
}

export function UserFace({ user }: { user: SessionUser }) {
  const platform = useShellPlatform();
  const avatar = fixedSizeImage(platform, user.avatar, AVATAR_SIZE);
  const name = userDisplayName(user);
  return (
    <>
      {avatar ? (
        <img className="sh-avatar" {...avatar} alt="" />
      ) : (
        <span className="sh-avatar sh-avatar--blank" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="sh-user__name">{name}</span>
    </>
  );
}
