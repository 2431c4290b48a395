import type { Battle, BattleParticipant, Crew } from '@cypher/contracts';

const notSigned = { agreementSigned: false, agreementSignedAt: null, waiverSigned: false, waiverSignedAt: null };

export function crew(
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

export function dancer(id: number, dancerName: string, extra: Partial<BattleParticipant> = {}): BattleParticipant {
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
export function battle(extra: Partial<Battle> = {}): Battle {
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

/** The caller's permissions with the register button shown and enabled unless told otherwise. */
export function openPermissions(extra: Partial<Battle['permissions']> = {}): Battle['permissions'] {
  return {
    registered: false,
    waitlisted: false,
    registerButtonVisible: true,
    registerButtonEnabled: true,
    registerButtonDisableReason: null,
    showAgreement: false,
    showWaiver: false,
    ...extra,
  };
}

/** The battle's event as its editor (organizer or admin) sees it: staff and editor. */
export const editorEvent: Battle['event'] = {
  id: 4,
  title: 'Winter Jam',
  period: 'future',
  canEdit: true,
  isStaff: true,
  excludedUserIds: [],
};
