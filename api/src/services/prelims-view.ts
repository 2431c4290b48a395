import type { Knex } from 'knex';
import type { PrelimsEntry, PrelimsResult, Judgment } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { NotFoundError } from '../errors.js';
import { prelimsOpen, prelimsPermissions } from '../policies/prelims-policies.js';
import type { BattleRecord } from '../repositories/battles-repository.js';
import {
  createPrelimsRepository,
  prelimsKindOf,
  type PrelimsEntryRecord,
  type PrelimsKind,
} from '../repositories/prelims-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { BattleViewerOf } from './battle-viewer.js';
import { prelimsRoundKeys, rankPrelims, type Ranking } from './prelims-ranking.js';
import { sortPrelimsEntries, type PrelimsFilter } from './prelims-sorting.js';

/** Everything the prelims rules read about one battle, from one connection or transaction. */
export interface PrelimsState {
  kind: PrelimsKind;
  rounds: number[];
  entries: PrelimsEntryRecord[];
  /** rowId → round → judgments of that row. */
  judgments: Map<number, Map<number, Judgment[]>>;
  groups: { id: number; name: string }[];
  ranking: Ranking;
  hasJudgments: boolean;
}

export async function loadPrelimsState(q: Knex, battle: BattleRecord): Promise<PrelimsState> {
  const repo = createPrelimsRepository(q);
  const kind = prelimsKindOf(battle);
  const [entries, judgments, groups] = await Promise.all([
    repo.entries(battle.id, kind),
    repo.judgments(battle.id, kind),
    repo.groups(battle.id),
  ]);
  const byRow = new Map<number, Map<number, Judgment[]>>();
  for (const j of judgments) {
    const rounds = byRow.get(j.rowId) ?? new Map<number, Judgment[]>();
    rounds.set(j.round, [
      ...(rounds.get(j.round) ?? []),
      { id: j.judge.id, dancerName: j.judge.dancerName, avatar: j.judge.avatar, points: j.points },
    ]);
    byRow.set(j.rowId, rounds);
  }
  const points = (rowId: number) => [...(byRow.get(rowId)?.values() ?? [])].flat().map((j) => j.points);
  const ranking = rankPrelims(
    entries.map((e) => ({ key: e.rowId, randId: e.randId, isGone: e.isGone, points: points(e.rowId) })),
    battle.bracketSize,
  );
  return {
    kind,
    rounds: prelimsRoundKeys(battle.crewSize),
    entries,
    judgments: byRow,
    groups,
    ranking,
    hasJudgments: judgments.length > 0,
  };
}

/** The standing the permissions and 'Add to bracket' read. */
export function standingOf(battle: BattleRecord, state: PrelimsState) {
  return {
    kind: state.kind,
    status: battle.status,
    still: state.ranking.order.length,
    unscored: state.ranking.unscored,
    tieAtCut: state.ranking.tieAtCut,
    hasJudgments: state.hasJudgments,
  };
}

/** A natural order for 'Group {n}' names: Group 2 before Group 10. */
const byGroupName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { numeric: true });

/**
 * GET /battles/{id}/prelims. Before 'Add to bracket' pass marks are the live ranking; after it
 * they are what was frozen. A battle whose participants are hidden shows judges and staff every
 * row, anyone else only their own (names never reach them through the groups either).
 */
export function createPrelimsViewService(repos: Repositories, deps: { db: Knex; viewerOf: BattleViewerOf }) {
  async function visibleBattle(id: number, caller: Caller | null) {
    const battle = await repos.battles.findById(id);
    const event = battle && (await repos.events.findById(battle.eventId));
    if (!battle || !event || event.status !== 'published' || battle.style !== 'bracket')
      throw new NotFoundError('Prelims of battle', id);
    return { battle, viewer: await deps.viewerOf(battle, event, caller) };
  }

  return {
    async get(id: number, caller: Caller | null, filter: PrelimsFilter = {}): Promise<PrelimsResult> {
      const { battle, viewer } = await visibleBattle(id, caller);
      const state = await loadPrelimsState(deps.db, battle);
      // Nothing to show: no one checked in and no groups, before anything happened on the floor.
      if (battle.status === 'registration' && !state.entries.length) throw new NotFoundError('Prelims of battle', id);
      const seesAll = !battle.hideParticipants || viewer.isStaff || viewer.isJudge;
      const own = (e: PrelimsEntryRecord) =>
        viewer.profileId !== null && (e.id === viewer.profileId || e.members.some((m) => m.id === viewer.profileId));
      const visible = seesAll ? state.entries : state.entries.filter(own);
      const entries = sortPrelimsEntries(
        visible.map((e) => toEntry(battle, state, e)),
        filter,
      );
      return {
        battleId: battle.id,
        kind: state.kind,
        rounds: state.rounds.length,
        status: battle.status,
        entries,
        groups: state.groups
          .map((g) => {
            const members = state.entries.filter((e) => e.groupId === g.id);
            return {
              id: g.id,
              name: g.name,
              amountMembers: members.length,
              members: members.filter((e) => seesAll || own(e)).map((e) => ({ id: e.id, name: e.name, avatar: e.avatar })),
            };
          })
          .sort(byGroupName),
        permissions: prelimsPermissions(viewer, standingOf(battle, state)),
      };
    },
  };

  function toEntry(battle: BattleRecord, state: PrelimsState, e: PrelimsEntryRecord): PrelimsEntry {
    const live = prelimsOpen(battle.status);
    const judged = state.judgments.get(e.rowId);
    const rounds: Record<string, Judgment[]> = {};
    for (const key of state.rounds) rounds[String(key)] = judged?.get(key) ?? [];
    for (const [key, list] of judged ?? []) rounds[String(key)] = list;
    return {
      id: e.id,
      name: e.name,
      avatar: e.avatar,
      members: e.members,
      group: e.groupId,
      randId: e.randId,
      pointsAverage: state.ranking.average.get(e.rowId) ?? null,
      passStatus: live ? (state.ranking.passStatus.get(e.rowId) ?? null) : e.passStatus,
      isPromoted: live ? false : e.isPromoted,
      isGone: e.isGone,
      prelims: { rounds },
    };
  }
}

export type PrelimsViewService = ReturnType<typeof createPrelimsViewService>;
