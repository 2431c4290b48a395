import {
  SIGNED_DATE_MIN_YEAR_EXCLUSIVE,
  type Battle,
  type BattleParticipant,
  type BracketSize,
  type Crew,
  type CrewMember,
  type UserChip,
} from '@cypher/contracts';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { EntryRecord } from '../repositories/battles-repository.js';
import { periodOf } from './event-period.js';
import { orgChipOf } from './org-chip.js';

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
              entryRows.map((entry) => entry.id),
            );
      const hasAgreement = Boolean(org?.agreement);
      const hasWaiver = Boolean(org?.waiver);

      const placeOfEntry = new Map(results.filter((r) => r.entryId !== null).map((r) => [r.entryId!, r.place]));
      const placeOfCrew = new Map(results.filter((r) => r.crewId !== null).map((r) => [r.crewId!, r.place]));

      const member = (entry: EntryRecord): CrewMember => {
        const agreementSignedAt = signedAt(signatures.get(`${entry.id}:agreement`));
        const waiverSignedAt = signedAt(signatures.get(`${entry.id}:waiver`));
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
      const participant = (entry: EntryRecord): BattleParticipant => {
        const base = member(entry);
        return {
          ...base,
          randId: entry.randId,
          place: placeOfEntry.get(entry.entryId) ?? null,
          group: entry.groupId,
          showAgreement: hasAgreement && !base.agreementSigned,
          showWaiver: hasWaiver && !base.waiverSigned,
          inWaitlist: entry.inWaitlist,
        };
      };
      const membersOf = new Map<number, EntryRecord[]>();
      for (const entry of entryRows) {
        if (entry.crewId === null) continue;
        const list = membersOf.get(entry.crewId) ?? [];
        list.push(entry);
        membersOf.set(entry.crewId, list);
      }
      const crews: Crew[] = crewRows.map(({ groupId, ...crew }) => ({
        ...crew,
        participants: (membersOf.get(crew.id) ?? []).map(member),
        group: groupId,
        place: placeOfCrew.get(crew.id) ?? null,
        pointsAverage: null,
      }));

      const soloRows = battle.crewSize === 1 ? entryRows.filter((entry) => entry.crewId === null) : [];
      const chipOfEntry = new Map(
        entryRows.map(({ entryId, id: userId, dancerName, avatar }) => [entryId, { id: userId, dancerName, avatar }]),
      );
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
        judges,
        prizes: prizes.map(({ id: prizeId, title, amount }) => ({ id: prizeId, title, amount })),
        orgChip: orgChipOf(battle.orgId, battle.orgName, battle.orgImage),
        participants: hidden ? [] : soloRows.filter((entry) => !entry.inWaitlist).map(participant),
        waitList: hidden ? [] : soloRows.filter((entry) => entry.inWaitlist).map(participant),
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
