import type { AdminRegisterInput, AdminUnregisterInput, Battle, BattleCandidate, RouteQuery, routes } from '@cypher/contracts';
import { BATTLE_DANCER_SEARCH_PAGE_SIZE, BATTLE_NOTIFICATIONS, REGISTRATION_REASONS } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { validSignedAt } from './battle-view.js';
import { removeCrew, removeFromCrew } from './battle-crews.js';
import type { BattlesService } from './battles-service.js';
import {
  documentVersions,
  notifyDancer,
  promoteFromWaitlist,
  requireCompetitors,
  requireEventEditor,
  requireLineUpOpen,
  requireOpen,
  requireSignatures,
  requireStaff,
  type BattleWrite,
  type BattleWrites,
} from './battle-writes.js';
import { pageWindow } from './paging.js';

type CandidatesQuery = RouteQuery<typeof routes.admin.battleUsers>;

/**
 * What event staff do for others. Staff (organizer, admins, hosts) accept, decline and unregister
 * dancers and crews; only event editors register dancers, list candidates and sign documents for
 * a dancer (spec §6).
 */
export function createBattleAdminService(repos: Repositories, deps: { writes: BattleWrites; battles: BattlesService }) {
  const { writes, battles } = deps;
  const answer = (battleId: number, caller: Caller) => battles.get(battleId, caller);

  async function crewMember(w: BattleWrite, crewId: number, userId: number) {
    const crew = await w.entries.crew(w.battle.id, crewId);
    if (!crew) throw new NotFoundError('Crew', crewId);
    const members = await w.entries.crewEntries(crew.id);
    const entry = members.find((e) => e.userId === userId);
    if (!entry) throw new NotFoundError('Crew member', userId);
    return { crew, members, entry };
  }

  /** Staff, or (for a request to join) a confirmed member of that crew. */
  function mayConfirm(w: BattleWrite, members: { userId: number; confirmedAt: string | null }[], joinRequest: boolean) {
    if (w.viewer.isStaff) return;
    const inCrew = members.some((e) => e.userId === w.caller.profileId && e.confirmedAt !== null);
    if (!(joinRequest && inCrew)) throw new ForbiddenError();
  }

  return {
    /** Dancers registered by an editor into a 1 vs 1 battle: confirmed, waitlisted beyond the cap. */
    async registerDancers(battleId: number, caller: Caller, input: AdminRegisterInput): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        requireEventEditor(w);
        if (w.battle.crewSize !== 1) throw new ConflictError(REGISTRATION_REASONS.crewBattle);
        await requireOpen(w);
        const userIds = [...new Set(input.userIds)];
        await requireCompetitors(w, userIds, { mustSign: true, field: 'body.userIds' });
        for (const userId of userIds) {
          const placement = await w.entries.placementFor(w.battle, w.cap);
          await w.entries.insertEntry({ battleId: w.battle.id, userId, crewId: null, confirmed: true, ...placement }, w.at);
        }
      });
      return answer(battleId, caller);
    },

    /**
     * A dancer out of the battle, or out of their crew when `crewId` is given: after registration
     * closes too (a no-show during prelims), but not once the line-up is settled.
     */
    async unregisterDancer(battleId: number, caller: Caller, input: AdminUnregisterInput): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        requireStaff(w);
        if (input.crewId) {
          const { crew, entry } = await crewMember(w, input.crewId, input.userId);
          await requireLineUpOpen(w);
          await removeFromCrew(w, crew, [entry]);
          return;
        }
        const entry = await w.entries.entry(w.battle.id, input.userId);
        if (!entry) throw new NotFoundError('Entry', input.userId);
        await requireLineUpOpen(w);
        if (entry.crewId !== null) {
          const crew = (await w.entries.crew(w.battle.id, entry.crewId))!;
          await removeFromCrew(w, crew, [entry]);
          return;
        }
        await w.entries.deleteEntry(entry.id);
        if (!entry.inWaitlist) await promoteFromWaitlist(w);
      });
      return answer(battleId, caller);
    },

    /**
     * Staff confirm an invitee or a request to join (spec: 'confirmed when an admin accepts, or the
     * invitee accepts'); a crew's confirmed members confirm requests to join. Whoever accepts, the
     * dancer must have signed the organization's documents, as when they accept themselves: an
     * editor can sign for them first (`/admin/battles/:id/sign-…/:userId`).
     */
    async acceptCrewMember(battleId: number, crewId: number, userId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const { crew, members, entry } = await crewMember(w, crewId, userId);
        mayConfirm(w, members, entry.joinRequestedAt !== null);
        if (entry.confirmedAt !== null) return;
        await requireLineUpOpen(w);
        await requireSignatures(w, userId);
        await w.entries.confirmEntry(entry.id, w.at);
        await notifyDancer(w, userId, 'accepted', BATTLE_NOTIFICATIONS.confirmed(crew.name, w.battle.title));
      });
      return answer(battleId, caller);
    },

    async declineCrewMember(battleId: number, crewId: number, userId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const { crew, members, entry } = await crewMember(w, crewId, userId);
        mayConfirm(w, members, entry.joinRequestedAt !== null && entry.confirmedAt === null);
        await requireLineUpOpen(w);
        await notifyDancer(w, userId, 'declined', BATTLE_NOTIFICATIONS.declined(crew.name, w.battle.title));
        await removeFromCrew(w, crew, [entry]);
      });
      return answer(battleId, caller);
    },

    async unregisterCrew(battleId: number, crewId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        requireStaff(w);
        const crew = await w.entries.crew(w.battle.id, crewId);
        if (!crew) throw new NotFoundError('Crew', crewId);
        await requireLineUpOpen(w);
        await removeCrew(w, crew);
      });
      return answer(battleId, caller);
    },

    /** An editor records a dancer's signature of the current version (the dancer signed on paper). */
    async sign(
      battleId: number,
      userId: number,
      caller: Caller,
      document: 'agreement' | 'waiver',
    ): Promise<{ signedAt: string }> {
      return writes.run(battleId, caller, async (w) => {
        requireEventEditor(w);
        const version = (await documentVersions(w))[document];
        if (version === null || w.battle.orgId === null) throw new ConflictError(REGISTRATION_REASONS.noDocument);
        if (!(await w.entries.dancerNames([userId])).has(userId)) throw new NotFoundError('User', userId);
        await w.entries.insertSignature({ userId, orgId: w.battle.orgId, document, version, signedBy: caller.profileId }, w.at);
        return { signedAt: w.at.toISOString() };
      });
    },

    /**
     * The admin registration list: directory dancers by name, with registered and signature state.
     * Not those registering refuses (the event's organizer and admins, the battle's judges, dancers
     * confirmed in a crew): offered with a checkbox, they only earned a refusal on Submit.
     */
    async candidates(battleId: number, caller: Caller, query: CandidatesQuery): Promise<BattleCandidate[]> {
      const battle = await battles.get(battleId, caller);
      if (!battle.event.canEdit) throw new ForbiddenError();
      const { offset, limit } = pageWindow(query.p, query.pp, BATTLE_DANCER_SEARCH_PAGE_SIZE);
      const filter = { keyword: query.k, excludeIds: battle.event.excludedUserIds };
      const users = await repos.users.listDirectory(filter, 'asc', offset, limit);
      const ids = users.map((user) => user.id);
      const versions = {
        agreement: battle.orgLegalDocs.agreement?.version ?? null,
        waiver: battle.orgLegalDocs.waiver?.version ?? null,
      };
      const [registered, signatures] = await Promise.all([
        repos.battles.registeredUserIds(battleId, ids),
        battle.orgId === 0
          ? Promise.resolve(new Map<string, string | null>())
          : repos.battles.signatures(battle.orgId, ids, versions),
      ]);
      return users.map((user) => ({
        id: user.id,
        dancerName: user.dancerName ?? '',
        avatar: user.avatar,
        // Addresses stay private: the list is for choosing dancers, not contacting them.
        email: null,
        registered: registered.has(user.id),
        agreementSignedAt: validSignedAt(signatures.get(`${user.id}:agreement`)),
        waiverSignedAt: validSignedAt(signatures.get(`${user.id}:waiver`)),
      }));
    },
  };
}

export type BattleAdminService = ReturnType<typeof createBattleAdminService>;
