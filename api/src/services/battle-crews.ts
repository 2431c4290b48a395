import type { Battle, CrewInput } from '@cypher/contracts';
import { BATTLE_NOTIFICATIONS, ERRORS, REGISTRATION_REASONS, UNLIMITED } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { competitorBlocker } from '../policies/battle-policies.js';
import type { CrewState, EntryState } from '../repositories/battle-entries-repository.js';
import type { BattlesService } from './battles-service.js';
import {
  notifyDancer,
  promoteFromWaitlist,
  requireCallerCompetes,
  requireCompetitors,
  requireLineUpOpen,
  requireOpen,
  requireOwnEntryChangeable,
  requireOwnSignatures,
  type BattleWrite,
  type BattleWrites,
} from './battle-writes.js';

/** 400 naming the field unless the crew input fits the battle. */
function checkInput(w: BattleWrite, input: CrewInput): string {
  if (w.battle.crewSize === 1) throw new ConflictError(REGISTRATION_REASONS.soloBattle);
  if (input.eventId !== w.battle.eventId) throw new BadRequestError('The crew must be for this battle’s event', 'body.eventId');
  const name = input.name.trim();
  if (!name) throw new BadRequestError(ERRORS.crewNameRequired, 'body.name');
  return name;
}

function checkSize(w: BattleWrite, members: number): void {
  if (w.battle.crewSize !== UNLIMITED && members > w.battle.crewSize)
    throw new BadRequestError(REGISTRATION_REASONS.tooManyMembers(w.battle.crewSize), 'body.userIds');
}

/** Whether the caller competes (is a member of the crews they register) or registers others. */
function callerCompetes(w: BattleWrite): boolean {
  const rules = {
    status: w.battle.status,
    organizationCompetitorsOnly: w.battle.organizationCompetitorsOnly,
    hasOrg: w.battle.orgId !== null,
  };
  return competitorBlocker(rules, w.viewer) === null;
}

async function crewOf(w: BattleWrite, crewId: number): Promise<{ crew: CrewState; members: EntryState[] }> {
  const crew = await w.entries.crew(w.battle.id, crewId);
  if (!crew) throw new NotFoundError('Crew', crewId);
  return { crew, members: await w.entries.crewEntries(crew.id) };
}

/** Tells the crew's confirmed members what a dancer did (asked to join, accepted an invitation). */
async function notifyCrew(
  w: BattleWrite,
  members: EntryState[],
  dancerId: number,
  type: 'joinRequest' | 'accepted',
  text: (dancerName: string) => string,
): Promise<void> {
  const dancerName = (await w.entries.dancerNames([dancerId])).get(dancerId) ?? '';
  for (const member of members.filter((e) => e.confirmedAt !== null))
    await notifyDancer(w, member.userId, type, text(dancerName));
}

/**
 * Removes entries from a crew; a crew left without a confirmed dancer is unregistered (with its
 * pending invitations), and a registered crew that goes frees its spot for the waitlist.
 */
export async function removeFromCrew(w: BattleWrite, crew: CrewState, leaving: EntryState[]): Promise<void> {
  for (const entry of leaving) await w.entries.deleteEntry(entry.id);
  const rest = await w.entries.crewEntries(crew.id);
  if (rest.some((e) => e.confirmedAt !== null)) return;
  await removeCrew(w, crew);
}

export async function removeCrew(w: BattleWrite, crew: CrewState): Promise<void> {
  await w.entries.deleteCrew(crew.id);
  if (!crew.inWaitlist) await promoteFromWaitlist(w);
}

/**
 * Crews of a crew battle. The dancer who registers a crew is its first confirmed member and the
 * others are invited (they accept or decline); an event editor who does not compete registers a
 * crew for others, confirmed at once. 'Join existing crew' is a request the crew's confirmed
 * members or event staff confirm (api/README.md, "Battles").
 */
export function createBattleCrewsService(deps: { writes: BattleWrites; battles: BattlesService }) {
  const { writes, battles } = deps;
  const answer = (battleId: number, caller: Caller) => battles.get(battleId, caller);

  return {
    async create(battleId: number, caller: Caller, input: CrewInput): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const name = checkInput(w, input);
        await requireOpen(w);
        const others = [...new Set(input.userIds)].filter((id) => id !== caller.profileId);
        const competes = callerCompetes(w);
        if (!competes) {
          if (!w.viewer.canEditEvent) requireCallerCompetes(w);
          if (!others.length) throw new BadRequestError('Choose at least one dancer', 'body.userIds');
        } else {
          const own = await w.entries.entry(w.battle.id, caller.profileId);
          if (own)
            throw new ConflictError(own.confirmedAt ? REGISTRATION_REASONS.alreadyRegistered : REGISTRATION_REASONS.invited);
          await requireOwnSignatures(w);
        }
        checkSize(w, others.length + (competes ? 1 : 0));
        // Dancers an editor registers are confirmed at once, so they must have signed already.
        await requireCompetitors(w, others, { mustSign: !competes, field: 'body.userIds' });
        const placement = await w.entries.placementFor(w.battle, w.cap);
        const crewId = await w.entries.insertCrew(w.battle.id, name, placement, w.at);
        const base = { battleId: w.battle.id, crewId, inWaitlist: false, waitlistPosition: null };
        if (competes) await w.entries.insertEntry({ ...base, userId: caller.profileId, confirmed: true }, w.at);
        for (const userId of others) {
          await w.entries.insertEntry({ ...base, userId, confirmed: !competes }, w.at);
          await notifyDancer(
            w,
            userId,
            competes ? 'invitation' : 'accepted',
            competes ? BATTLE_NOTIFICATIONS.invited(name, w.battle.title) : BATTLE_NOTIFICATIONS.confirmed(name, w.battle.title),
          );
        }
      });
      return answer(battleId, caller);
    },

    /**
     * Rename and change members: confirmed members of the crew while registration is open, or event
     * staff — who add dancers only while it is open, take them out until the line-up is settled,
     * and rename at any time.
     */
    async update(battleId: number, crewId: number, caller: Caller, input: CrewInput): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const name = checkInput(w, input);
        const { crew, members } = await crewOf(w, crewId);
        const mine = members.find((e) => e.userId === caller.profileId && e.confirmedAt !== null);
        if (!mine && !w.viewer.isStaff) throw new ForbiddenError();
        const byStaff = !mine;
        if (mine) await requireOwnEntryChangeable(w);
        const wanted = new Set(input.userIds);
        if (mine) wanted.add(caller.profileId);
        if (!wanted.size) throw new BadRequestError('Choose at least one dancer', 'body.userIds');
        checkSize(w, wanted.size);
        const current = new Set(members.map((e) => e.userId));
        const added = [...wanted].filter((id) => !current.has(id));
        const leaving = members.filter((e) => !wanted.has(e.userId));
        if (added.length) await requireOpen(w);
        if (leaving.length) await requireLineUpOpen(w);
        await requireCompetitors(w, added, { mustSign: byStaff && w.viewer.canEditEvent, field: 'body.userIds' });
        if (name !== crew.name) await w.entries.renameCrew(crew.id, name, w.at);
        for (const userId of added) {
          // Staff who may register others confirm; a member (or a host) invites.
          const confirmed = byStaff && w.viewer.canEditEvent;
          await w.entries.insertEntry(
            { battleId: w.battle.id, crewId: crew.id, userId, confirmed, inWaitlist: false, waitlistPosition: null },
            w.at,
          );
          await notifyDancer(
            w,
            userId,
            confirmed ? 'accepted' : 'invitation',
            confirmed ? BATTLE_NOTIFICATIONS.confirmed(name, w.battle.title) : BATTLE_NOTIFICATIONS.invited(name, w.battle.title),
          );
        }
        for (const entry of leaving)
          await notifyDancer(w, entry.userId, 'declined', BATTLE_NOTIFICATIONS.declined(name, w.battle.title));
        await removeFromCrew(w, crew, leaving);
      });
      return answer(battleId, caller);
    },

    /** 'Join existing crew': an unconfirmed entry marked as a request, while the crew has room. */
    async join(battleId: number, crewId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        if (w.battle.crewSize === 1) throw new ConflictError(REGISTRATION_REASONS.soloBattle);
        const { crew, members } = await crewOf(w, crewId);
        const own = await w.entries.entry(w.battle.id, caller.profileId);
        if (own?.crewId === crew.id) return;
        await requireOpen(w);
        requireCallerCompetes(w);
        if (own) throw new ConflictError(own.confirmedAt ? REGISTRATION_REASONS.alreadyRegistered : REGISTRATION_REASONS.invited);
        await requireOwnSignatures(w);
        if (w.battle.crewSize !== UNLIMITED && members.length >= w.battle.crewSize)
          throw new ConflictError(REGISTRATION_REASONS.tooManyMembers(w.battle.crewSize));
        await w.entries.insertEntry(
          {
            battleId: w.battle.id,
            crewId: crew.id,
            userId: caller.profileId,
            confirmed: false,
            joinRequest: true,
            inWaitlist: false,
            waitlistPosition: null,
          },
          w.at,
        );
        await notifyCrew(w, members, caller.profileId, 'joinRequest', (name) =>
          BATTLE_NOTIFICATIONS.joinRequested(name, crew.name),
        );
      });
      return answer(battleId, caller);
    },

    /** The invitee accepts (their documents signed); a join request waits for the crew or staff. */
    async accept(battleId: number, crewId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const { crew, members } = await crewOf(w, crewId);
        const own = members.find((e) => e.userId === caller.profileId);
        if (!own) throw new ConflictError(REGISTRATION_REASONS.notRegistered);
        if (own.confirmedAt !== null) return;
        if (own.joinRequestedAt !== null) throw new ForbiddenError('The crew or the event staff confirm a request to join');
        await requireLineUpOpen(w);
        await requireOwnSignatures(w);
        await w.entries.confirmEntry(own.id, w.at);
        await notifyCrew(w, members, caller.profileId, 'accepted', (name) => BATTLE_NOTIFICATIONS.accepted(name, crew.name));
      });
      return answer(battleId, caller);
    },

    /** The invitee declines (or withdraws a join request): out of the crew. */
    async decline(battleId: number, crewId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const { crew, members } = await crewOf(w, crewId);
        const own = members.find((e) => e.userId === caller.profileId);
        if (!own) return;
        if (own.confirmedAt !== null) throw new ConflictError(REGISTRATION_REASONS.alreadyRegistered);
        await requireLineUpOpen(w);
        await removeFromCrew(w, crew, [own]);
      });
      return answer(battleId, caller);
    },

    /** A confirmed member leaves; the last confirmed one takes the crew out of the battle. */
    async unregister(battleId: number, crewId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const { crew, members } = await crewOf(w, crewId);
        const own = members.find((e) => e.userId === caller.profileId && e.confirmedAt !== null);
        if (!own) throw new ConflictError(REGISTRATION_REASONS.notRegistered);
        await requireOwnEntryChangeable(w);
        await removeFromCrew(w, crew, [own]);
      });
      return answer(battleId, caller);
    },
  };
}

export type BattleCrewsService = ReturnType<typeof createBattleCrewsService>;
