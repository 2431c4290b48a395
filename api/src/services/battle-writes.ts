import type { Knex } from 'knex';
import {
  BATTLE_NOTIFICATIONS,
  BATTLE_NOTIFICATION_TYPES,
  eventPeriod,
  LINE_UP_REASONS,
  lineUpSettled,
  REGISTRATION_REASONS,
  type EventPeriod,
} from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { competitorBlocker, registrationCap, registrationClosedReason, type BattleViewer } from '../policies/battle-policies.js';
import { createBattleEntriesRepository, type BattleEntriesRepository } from '../repositories/battle-entries-repository.js';
import type { BattleRecord } from '../repositories/battles-repository.js';
import { latestSignatures } from '../repositories/battles-repository.js';
import type { EventRecord } from '../repositories/events-repository.js';
import { createBattleNumbersRepository } from '../repositories/battle-numbers-repository.js';
import { createRepositories } from '../repositories/index.js';
import { prelimsOpen } from '../policies/prelims-policies.js';
import type { NewNotification } from '../repositories/notifications-repository.js';
import { validSignedAt } from './battle-view.js';
import type { BattleViewerOf } from './battle-viewer.js';
import { notify, notifyUnlessSelf } from './notifications-service.js';
import type { AnnounceBattleChange } from '../live/index.js';

/** Everything a registration write knows, inside the transaction that holds the battle's row lock. */
export interface BattleWrite {
  trx: Knex.Transaction;
  entries: BattleEntriesRepository;
  battle: BattleRecord;
  event: EventRecord;
  period: EventPeriod | null;
  viewer: BattleViewer;
  caller: Caller;
  /** The registration cap, or null when entries never wait. */
  cap: number | null;
  at: Date;
}

/** A battle notification: its type and a link to the battle page. */
export function battleNotification(
  battleId: number,
  type: keyof typeof BATTLE_NOTIFICATION_TYPES,
  text: string,
): NewNotification {
  return { text, type: BATTLE_NOTIFICATION_TYPES[type], link: `/battle/${battleId}` };
}

/**
 * The one frame of every registration write: a transaction that first locks the battle row (so
 * caps and the waitlist are decided one write at a time), loads the event and what the caller is
 * to it, runs the work, and commits; then the battle's open pages hear that it changed. A battle
 * of an unpublished or deleted event is 404.
 */
export function createBattleWrites(deps: {
  db: Knex;
  now: () => Date;
  viewerOf: BattleViewerOf;
  announceBattleChange: AnnounceBattleChange;
}) {
  const battleNumbers = createBattleNumbersRepository();
  /**
   * `announce: false`: the caller says itself what its pages should hear (a judgment rarely
   * touches the battle). `entries: false`: the write does not change who is in the battle
   * (scores, brackets, winners), so nobody can have become ready for a number.
   */
  async function run<T>(
    battleId: number,
    caller: Caller,
    work: (w: BattleWrite) => Promise<T>,
    o: { announce?: boolean; entries?: boolean } = {},
  ): Promise<T> {
    const result = await deps.db.transaction(async (trx) => {
      const entries = createBattleEntriesRepository(trx);
      const battle = await entries.lockBattle(battleId);
      const event = battle && (await createRepositories(trx).events.findById(battle.eventId));
      if (!battle || !event || event.status !== 'published') throw new NotFoundError('Battle', battleId);
      const at = deps.now();
      const viewer = await deps.viewerOf(battle, event, caller, trx);
      const period = eventPeriod(event.dateStart, event.dateEnd, at);
      const result = await work({ trx, entries, battle, event, period, viewer, caller, cap: registrationCap(battle), at });
      // Checked-in dancers, and crews now complete, get their numbers in the write that made them ready.
      if (o.entries !== false && prelimsOpen(battle.status)) await battleNumbers.numberReady(trx, event.id, battleId, at);
      return result;
    });
    if (o.announce !== false) deps.announceBattleChange(battleId, 'battle');
    return result;
  }
  return { run };
}

export type BattleWrites = ReturnType<typeof createBattleWrites>;

/** Why registration is closed (status past registration, event over, results recorded), or null. */
async function closedReason(w: BattleWrite): Promise<string | null> {
  return registrationClosedReason({
    status: w.battle.status,
    period: w.period,
    hasResults: await w.entries.hasResults(w.battle.id),
  });
}

/** 409 unless the battle takes registrations now (status registration, event not over, no results). */
export async function requireOpen(w: BattleWrite): Promise<void> {
  const closed = await closedReason(w);
  if (closed) throw new ConflictError(closed);
}

/**
 * 409 unless a dancer may still take their own entry out or change their crew: only while
 * registration is open. After it, staff decide (they unregister until the line-up is settled).
 */
export async function requireOwnEntryChangeable(w: BattleWrite): Promise<void> {
  if (await closedReason(w)) throw new ConflictError(LINE_UP_REASONS.entryFrozen);
}

/**
 * 409 once the line-up is settled — the bracket drawn or results recorded — for every call that
 * adds, confirms or takes out a dancer or crew, whoever makes it: sparrings and results name them
 * (a removal emptied a decided sparring's side, or deleted a result behind the leaderboard's back).
 */
export async function requireLineUpOpen(w: BattleWrite): Promise<void> {
  const settled = lineUpSettled({ status: w.battle.status, hasResults: await w.entries.hasResults(w.battle.id) });
  if (settled) throw new ConflictError(LINE_UP_REASONS[settled]);
}

/** 403 unless the caller's own edits are allowed: the event's editors. */
export function requireEventEditor(w: BattleWrite): void {
  if (!w.viewer.canEditEvent) throw new ForbiddenError();
}

/** 403 unless the caller is event staff (organizer, admin, host) or an editor. */
export function requireStaff(w: BattleWrite): void {
  if (!w.viewer.isStaff) throw new ForbiddenError();
}

const DOCUMENTS = ['agreement', 'waiver'] as const;

/** The organization's documents and their current versions ('' unversioned), none for a product battle. */
export async function documentVersions(w: BattleWrite): Promise<{ agreement: string | null; waiver: string | null }> {
  if (w.battle.orgId === null) return { agreement: null, waiver: null };
  const org = await createRepositories(w.trx).orgs.findById(w.battle.orgId);
  return { agreement: org?.agreement ? org.agreement.version : null, waiver: org?.waiver ? org.waiver.version : null };
}

/** Dancers among `userIds` who have not signed a required document (current version, after 2000). */
export async function unsignedDocuments(w: BattleWrite, userIds: number[]): Promise<Map<number, ('agreement' | 'waiver')[]>> {
  const versions = await documentVersions(w);
  const missing = new Map<number, ('agreement' | 'waiver')[]>();
  if (w.battle.orgId === null || !userIds.length) return missing;
  const signatures = await latestSignatures(w.trx, w.battle.orgId, userIds, versions);
  for (const userId of userIds) {
    const lacking = DOCUMENTS.filter((doc) => versions[doc] !== null && !validSignedAt(signatures.get(`${userId}:${doc}`)));
    if (lacking.length) missing.set(userId, lacking);
  }
  return missing;
}

/**
 * 409 unless the dancer signed what the battle's organization asks (spec: before registering),
 * whoever confirms them: the dancer themself, or staff and crew members accepting them. The
 * message is the one the dancer's own card shows.
 */
export async function requireSignatures(w: BattleWrite, userId: number): Promise<void> {
  const lacking = (await unsignedDocuments(w, [userId])).get(userId);
  if (lacking?.includes('agreement')) throw new ConflictError(REGISTRATION_REASONS.signAgreement);
  if (lacking?.includes('waiver')) throw new ConflictError(REGISTRATION_REASONS.signWaiver);
}

/** 409 unless the caller signed what the battle's organization asks. */
export function requireOwnSignatures(w: BattleWrite): Promise<void> {
  return requireSignatures(w, w.caller.profileId);
}

/**
 * Checks dancers someone else puts into the battle (crew members, admin registration): they exist,
 * may compete (not a judge, not running the event, a member where the battle is for members), have
 * no entry in this battle yet (never a dancer in two crews), and, when `mustSign`, have signed.
 */
export async function requireCompetitors(w: BattleWrite, userIds: number[], o: { mustSign: boolean; field: string }) {
  const names = await w.entries.dancerNames(userIds);
  const unknown = userIds.find((id) => !names.has(id));
  if (unknown !== undefined) throw new NotFoundError('User', unknown);
  const [judges, runners, members, existing] = await Promise.all([
    w.entries.judgesAmong(w.battle.id, userIds),
    w.entries.eventRunnersAmong(w.event.id, userIds),
    w.battle.orgId === null ? Promise.resolve(new Set<number>()) : w.entries.orgMembersAmong(w.battle.orgId, userIds),
    w.entries.entriesOf(w.battle.id, userIds),
  ]);
  const rules = {
    status: w.battle.status,
    organizationCompetitorsOnly: w.battle.organizationCompetitorsOnly,
    hasOrg: w.battle.orgId !== null,
  };
  for (const userId of userIds) {
    const name = names.get(userId) || `Dancer ${userId}`;
    const blocker = competitorBlocker(rules, {
      isJudge: judges.has(userId),
      runsEvent: runners.has(userId),
      isOrgMember: members.has(userId),
    });
    if (blocker === 'judge') throw new ForbiddenError(REGISTRATION_REASONS.memberIsJudge(name));
    if (blocker === 'staff') throw new ForbiddenError(REGISTRATION_REASONS.memberIsStaff(name));
    if (blocker === 'notOrgMember') throw new ForbiddenError(REGISTRATION_REASONS.memberNotOrgMember(name));
    const entry = existing.find((e) => e.userId === userId);
    if (entry) {
      throw new ConflictError(
        entry.crewId === null ? REGISTRATION_REASONS.memberRegistered(name) : REGISTRATION_REASONS.memberInAnotherCrew(name),
      );
    }
  }
  if (o.mustSign) {
    const unsigned = await unsignedDocuments(w, userIds);
    const first = [...unsigned.keys()][0];
    if (first !== undefined) throw new ConflictError(REGISTRATION_REASONS.memberMustSign(names.get(first) || `Dancer ${first}`));
  }
  return names;
}

/** 403 with the reason unless the caller may compete in this battle. */
export function requireCallerCompetes(w: BattleWrite): void {
  const blocker = competitorBlocker(
    {
      status: w.battle.status,
      organizationCompetitorsOnly: w.battle.organizationCompetitorsOnly,
      hasOrg: w.battle.orgId !== null,
    },
    w.viewer,
  );
  if (blocker) throw new ForbiddenError(REGISTRATION_REASONS[blocker]);
}

/**
 * After a spot frees (an unregister, a decline that empties a crew, a removed crew): the first on
 * the waitlist takes it, then the next, while the cap allows (all of them when no cap holds), each
 * notified once — in the transaction that freed the spot.
 */
export async function promoteFromWaitlist(w: BattleWrite): Promise<number[]> {
  const promoted: number[] = [];
  for (;;) {
    if (w.cap !== null && (await w.entries.registeredCount(w.battle)) >= w.cap) break;
    const next = await w.entries.firstWaiting(w.battle);
    if (!next) break;
    await w.entries.promote(w.battle, next.id, w.at);
    promoted.push(next.id);
    const dancers =
      w.battle.crewSize === 1
        ? [(await w.entries.entryById(next.id))!.userId]
        : (await w.entries.crewEntries(next.id)).filter((e) => e.confirmedAt !== null).map((e) => e.userId);
    for (const userId of dancers) {
      await notify(
        w.trx,
        userId,
        battleNotification(w.battle.id, 'promoted', BATTLE_NOTIFICATIONS.promoted(w.battle.title)),
        w.at,
      );
    }
  }
  return promoted;
}

/** Tells a dancer about something another account did to their entry (never themselves). */
export function notifyDancer(w: BattleWrite, userId: number, type: keyof typeof BATTLE_NOTIFICATION_TYPES, text: string) {
  return notifyUnlessSelf(w.trx, w.caller, userId, battleNotification(w.battle.id, type, text), w.at);
}
