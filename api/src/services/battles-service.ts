import {
  SIGNED_DATE_MIN_YEAR_EXCLUSIVE,
  type Battle,
  type BattleParticipant,
  type BracketSize,
  type Crew,
  type CrewMember,
  type UserChip,
} from '@cypher/contracts';
import { fromSqlBoolean, fromSqlDateTime } from '../db/datetime.js';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { toUserChip } from '../repositories/event-details-repository.js';
import type { Row } from '../repositories/sql.js';
import { periodOf } from './event-period.js';
import { orgChipOf } from './org-chip.js';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A signature counts only if its year is after 2000 (spec). */
function signedAt(value: string | null | undefined): string | null {
  if (!value) return null;
  return new Date(value).getUTCFullYear() > SIGNED_DATE_MIN_YEAR_EXCLUSIVE ? value : null;
}

export function createBattlesService(repos: Repositories, deps: { now: () => Date }) {
  return {
    async get(id: number): Promise<Battle> {
      const battle = await repos.battles.findById(id);
      const event = battle && (await repos.events.findById(battle.eventId));
      // A battle of a draft (or deleted) event is as invisible as its event.
      if (!battle || !event || event.status !== 'published') throw new NotFoundError('Battle', id);

      const org = battle.orgId === null ? null : await repos.orgs.findPublished(battle.orgId);
      const [prizes, judges, crewRows, entryRows, results, counts] = await Promise.all([
        repos.battles.prizes(id),
        repos.battles.judges(id),
        repos.battles.crews(id),
        repos.battles.entries(id, battle.eventId),
        repos.battles.results(id),
        repos.battles.entryCounts([battle]),
      ]);
      const signatures =
        battle.orgId === null
          ? new Map<string, string | null>()
          : await repos.battles.signatures(
              battle.orgId,
              entryRows.map((row) => Number(row.user_id)),
            );
      const hasAgreement = Boolean(org?.agreement);
      const hasWaiver = Boolean(org?.waiver);

      const placeOfEntry = new Map(results.filter((r) => r.entryId !== null).map((r) => [r.entryId!, r.place]));
      const placeOfCrew = new Map(results.filter((r) => r.crewId !== null).map((r) => [r.crewId!, r.place]));

      const member = (row: Row): CrewMember => {
        const agreementSignedAt = signedAt(signatures.get(`${row.user_id}:agreement`));
        const waiverSignedAt = signedAt(signatures.get(`${row.user_id}:waiver`));
        const checkedInAt = fromSqlDateTime(row.checked_in_at);
        const confirmedAt = fromSqlDateTime(row.confirmed_at);
        return {
          id: Number(row.user_id),
          dancerName: (row.dancer_name as string | null) ?? '',
          avatar: nullableNumber(row.avatar_image_id),
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
      const participant = (row: Row): BattleParticipant => {
        const base = member(row);
        return {
          ...base,
          randId: nullableNumber(row.rand_id),
          place: placeOfEntry.get(Number(row.id)) ?? null,
          group: nullableNumber(row.group_id),
          showAgreement: hasAgreement && !base.agreementSigned,
          showWaiver: hasWaiver && !base.waiverSigned,
          inWaitlist: fromSqlBoolean(row.in_waitlist),
        };
      };
      const membersOf = new Map<number, Row[]>();
      for (const row of entryRows) {
        if (row.crew_id === null || row.crew_id === undefined) continue;
        const list = membersOf.get(Number(row.crew_id)) ?? [];
        list.push(row);
        membersOf.set(Number(row.crew_id), list);
      }
      const crews: Crew[] = crewRows.map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        order: Number(row.sort_order),
        randId: nullableNumber(row.rand_id),
        participants: (membersOf.get(Number(row.id)) ?? []).map(member),
        group: nullableNumber(row.group_id),
        place: placeOfCrew.get(Number(row.id)) ?? null,
        inWaitlist: fromSqlBoolean(row.in_waitlist),
        isPromoted: fromSqlBoolean(row.is_promoted),
        isGone: fromSqlBoolean(row.is_gone),
        passStatus: (row.pass_status as Crew['passStatus']) ?? null,
        pointsAverage: null,
      }));

      const soloRows = battle.crewSize === 1 ? entryRows.filter((row) => row.crew_id === null || row.crew_id === undefined) : [];
      const chipOfEntry = new Map(entryRows.map((row) => [Number(row.id), toUserChip({ ...row, id: row.user_id })]));
      const winners = results.flatMap((result) => {
        if (result.crewId !== null) {
          const crew = crews.find((c) => c.id === result.crewId);
          if (!crew) return [];
          const participants: UserChip[] = crew.participants.map(({ id: userId, dancerName, avatar }) => ({
            id: userId,
            dancerName,
            avatar,
          }));
          return [{ place: result.place, id: crew.id, name: crew.name, participants }];
        }
        const chip = result.entryId === null ? undefined : chipOfEntry.get(result.entryId);
        return chip ? [{ place: result.place, id: chip.id, name: chip.dancerName, participants: [chip] }] : [];
      });

      // Hidden participant lists stay on the server for anyone who is not staff (the page blurs
      // a placeholder list instead); counts and winners are public.
      const hidden = battle.hideParticipants;
      const period = periodOf(event.dateStart, event.dateEnd, deps.now());
      // A guest sees the register button while registration is open; pressing it leads to Login.
      const registrationOpen = battle.status === 'registration' && period !== 'past';
      const entryCounts = counts.get(battle.id)!;
      return {
        id: battle.id,
        eventId: battle.eventId,
        event: { id: event.id, title: event.title, period },
        orgId: battle.orgId ?? 0,
        title: battle.title,
        crewSize: battle.crewSize,
        description: battle.description,
        organizationCompetitorsOnly: battle.organizationCompetitorsOnly,
        hideParticipants: battle.hideParticipants,
        participationCapType: battle.participationCapType,
        limit: battle.limit,
        style: battle.style,
        bracketSize: battle.style === 'bracket' ? (battle.bracketSize as BracketSize) : null,
        bracketLevels: battle.bracketLevels,
        prizesDesc: battle.prizesDesc,
        startDate: battle.startDate,
        judges: judges.map(toUserChip),
        prizes: prizes.map(({ id: prizeId, title, amount }) => ({ id: prizeId, title, amount })),
        orgChip: orgChipOf(battle.orgId, battle.orgName, battle.orgImage),
        participants: hidden ? [] : soloRows.filter((row) => !fromSqlBoolean(row.in_waitlist)).map(participant),
        waitList: hidden ? [] : soloRows.filter((row) => fromSqlBoolean(row.in_waitlist)).map(participant),
        crews: hidden ? [] : crews,
        winners,
        status: battle.status,
        canEdit: false,
        canDownload: false,
        canUnregister: false,
        hasAgreement,
        hasWaiver,
        orgLegalDocs: {
          agreement: org?.agreement ?? null,
          waiver: org?.waiver ?? null,
          agreementSignedAt: null,
          waiverSignedAt: null,
        },
        permissions: {
          registered: false,
          registerButtonVisible: registrationOpen,
          registerButtonEnabled: registrationOpen,
          registerButtonDisableReason: null,
          showAgreement: false,
          showWaiver: false,
        },
        registeredCount: entryCounts.registered,
        checkedInCount: entryCounts.checkedIn,
      };
    },
  };
}

export type BattlesService = ReturnType<typeof createBattlesService>;
