import type { Battle, BattleParticipant, Crew } from '../schemas/battle.js';

// The one battle fixture of the front ends' tests (GET /battles/:id as it answers): the battles
// area renders it, the events wizard edits it. Each app names its own defaults on top.

const notSigned = { agreementSigned: false, agreementSignedAt: null, waiverSigned: false, waiverSignedAt: null };

/** A crew as the battle answers it; dancers are confirmed unless told otherwise. */
export function fakeCrew(
  id: number,
  name: string,
  dancers: Array<{ id: number; dancerName: string; confirmed?: boolean; joinRequest?: boolean }>,
  extra: Partial<Crew> = {},
): Crew {
  return {
    id,
    name,
    order: id,
    randId: null,
    participants: dancers.map(({ confirmed = true, joinRequest = false, ...dancer }) => ({
      ...dancer,
      joinRequest,
      avatar: null,
      checkedIn: false,
      checkedInAt: null,
      confirmed,
      confirmedAt: confirmed ? '2026-11-01T10:00:00.000Z' : null,
      ...notSigned,
    })),
    group: null,
    place: null,
    inWaitlist: false,
    isPromoted: false,
    isGone: false,
    passStatus: null,
    pointsAverage: null,
    ...extra,
  };
}

/** A 1 vs 1 entry as the battle answers it: confirmed, not checked in, nothing signed. */
export function fakeBattleDancer(id: number, dancerName: string, extra: Partial<BattleParticipant> = {}): BattleParticipant {
  return {
    id,
    dancerName,
    avatar: null,
    randId: null,
    place: null,
    group: null,
    confirmed: true,
    confirmedAt: null,
    checkedIn: false,
    checkedInAt: null,
    ...notSigned,
    showAgreement: false,
    showWaiver: false,
    inWaitlist: false,
    ...extra,
  };
}

/** A battle as GET /battles/:id answers it: a classic 3 vs 3 at "Winter Jam" unless told otherwise. */
export function fakeBattle(extra: Partial<Battle> = {}): Battle {
  return {
    id: 12,
    eventId: 4,
    event: { id: 4, title: 'Winter Jam', period: 'future', canEdit: false, isStaff: false, excludedUserIds: [] },
    orgId: 0,
    title: 'Crew Clash',
    crewSize: 3,
    description: '<p>Three on three.</p>',
    organizationCompetitorsOnly: false,
    hideParticipants: false,
    participationCapType: 'none',
    limit: 0,
    style: 'classic',
    bracketSize: null,
    bracketLevels: [],
    prizesDesc: '',
    startDate: '2026-12-05T18:00:00.000Z',
    judges: [],
    prizes: [],
    orgChip: { id: 0, name: 'Cypher', image: null },
    participants: [],
    waitList: [],
    crews: [],
    winners: [],
    status: 'registration',
    canEdit: false,
    canDownload: false,
    canUnregister: false,
    hasAgreement: false,
    hasWaiver: false,
    orgLegalDocs: { agreement: null, waiver: null, agreementSignedAt: null, waiverSignedAt: null },
    permissions: {
      registered: false,
      waitlisted: false,
      registerButtonVisible: false,
      registerButtonEnabled: false,
      registerButtonDisableReason: null,
      showAgreement: false,
      showWaiver: false,
    },
    registeredCount: 0,
    checkedInCount: 0,
    ...extra,
  };
}
