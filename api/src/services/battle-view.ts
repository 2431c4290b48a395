import type { BattleParticipant, BattleWinner, Crew, CrewMember, UserChip } from '@cypher/contracts';
import { isSignedDateValid } from '@cypher/contracts';
import type { CrewRecord, EntryRecord } from '../repositories/battles-repository.js';

/** A signature counts only if its year is after 2000 (spec, `isSignedDateValid`). */
export function validSignedAt(value: string | null | undefined): string | null {
  return value && isSignedDateValid(value) ? value : null;
}

export interface BattleRows {
  crewRows: CrewRecord[];
  entryRows: EntryRecord[];
  results: { place: number; crewId: number | null; entryId: number | null }[];
  /** `${userId}:${document}` → signed date (current document versions only). */
  signatures: Map<string, string | null>;
  hasAgreement: boolean;
  hasWaiver: boolean;
}

/**
 * Turns the battle's records into the answer's crews, dancers and winners: one place that knows
 * how a crew member, a 1 vs 1 entry and a result look on the wire.
 */
export function battleLists(rows: BattleRows) {
  const placeOfEntry = new Map(rows.results.filter((r) => r.entryId !== null).map((r) => [r.entryId!, r.place]));
  const placeOfCrew = new Map(rows.results.filter((r) => r.crewId !== null).map((r) => [r.crewId!, r.place]));

  /** What a crew member and a 1 vs 1 entry both say about the dancer. */
  const dancer = (entry: EntryRecord): Omit<CrewMember, 'joinRequest'> => {
    const agreementSignedAt = validSignedAt(rows.signatures.get(`${entry.id}:agreement`));
    const waiverSignedAt = validSignedAt(rows.signatures.get(`${entry.id}:waiver`));
    const { checkedInAt, confirmedAt } = entry;
    return {
      id: entry.id,
      dancerName: entry.dancerName,
      avatar: entry.avatar,
      checkedIn: checkedInAt !== null,
      checkedInAt,
      confirmed: confirmedAt !== null,
      confirmedAt,
      agreementSigned: agreementSignedAt !== null,
      agreementSignedAt,
      waiverSigned: waiverSignedAt !== null,
      waiverSignedAt,
    };
  };
  const member = (entry: EntryRecord): CrewMember => ({
    ...dancer(entry),
    joinRequest: entry.confirmedAt === null && entry.joinRequestedAt !== null,
  });
  const participant = (entry: EntryRecord): BattleParticipant => {
    const base = dancer(entry);
    return {
      ...base,
      randId: entry.randId,
      place: placeOfEntry.get(entry.entryId) ?? null,
      group: entry.groupId,
      showAgreement: rows.hasAgreement && !base.agreementSigned,
      showWaiver: rows.hasWaiver && !base.waiverSigned,
      inWaitlist: entry.inWaitlist,
    };
  };
  const membersOf = new Map<number, EntryRecord[]>();
  for (const entry of rows.entryRows) {
    if (entry.crewId === null) continue;
    const list = membersOf.get(entry.crewId) ?? [];
    list.push(entry);
    membersOf.set(entry.crewId, list);
  }
  const crews: Crew[] = rows.crewRows.map(({ groupId, ...crew }) => ({
    ...crew,
    participants: (membersOf.get(crew.id) ?? []).map(member),
    group: groupId,
    place: placeOfCrew.get(crew.id) ?? null,
    pointsAverage: null,
  }));
  const soloRows = rows.entryRows.filter((entry) => entry.crewId === null);
  const chipOfEntry = new Map(
    rows.entryRows.map(({ entryId, id: userId, dancerName, avatar }) => [entryId, { id: userId, dancerName, avatar }]),
  );
  const winners: BattleWinner[] = rows.results.flatMap((result) => {
    if (result.crewId !== null) {
      const crew = crews.find((c) => c.id === result.crewId);
      if (!crew) return [];
      const participants: UserChip[] = crew.participants
        .filter((p) => p.confirmed)
        .map(({ id: userId, dancerName, avatar }) => ({ id: userId, dancerName, avatar }));
      return [{ place: result.place, id: crew.id, name: crew.name, participants }];
    }
    const chip = result.entryId === null ? undefined : chipOfEntry.get(result.entryId);
    return chip ? [{ place: result.place, id: chip.id, name: chip.dancerName, participants: [chip] }] : [];
  });
  return {
    crews,
    participants: soloRows.filter((entry) => !entry.inWaitlist).map(participant),
    waitList: soloRows.filter((entry) => entry.inWaitlist).map(participant),
    winners,
  };
}
