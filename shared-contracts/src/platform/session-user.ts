import type { UserProfile } from '../schemas/user.js';
import type { SessionUser } from './platform.js';

/** The session's view of GET /user (the acting profile, with the account's other profiles). */
export function toSessionUser(me: UserProfile): SessionUser {
  return {
    id: me.id,
    dancerName: me.dancerName || null,
    avatar: me.avatar,
    isMain: me.isMain,
    email: me.aEmail ?? null,
    authProvider: me.authProvider ?? 'password',
    profiles: (me.profiles ?? []).map((p) => ({ id: p.id, dancerName: p.dancerName || null, avatar: p.avatar })),
    organizations: me.organizations.map((o) => ({
      id: o.id,
      name: o.name,
      image: o.image,
      ...(me.runs ? { runs: me.runs.includes(o.id) } : {}),
    })),
  };
}
