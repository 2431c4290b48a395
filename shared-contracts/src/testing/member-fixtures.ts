import type { MemberCard } from '../schemas/user.js';

/** A dancer's card as GET /users answers it: nothing filled in but the names unless told otherwise. */
export function fakeMemberCard(id: number, dancerName: string, extra: Partial<MemberCard> = {}): MemberCard {
  return {
    id,
    dancerName,
    fullName: `Full ${dancerName}`,
    birthday: null,
    city: null,
    state: null,
    country: null,
    avatar: null,
    card: null,
    isPatron: false,
    eventsAttended: null,
    battlesEntered: null,
    battlesWon: null,
    socials: { email: null, facebook: null, instagram: null, twitter: null, youtube: null, website: null },
    ...extra,
  };
}
