import type { Battle, PrelimsEntry, PrelimsGroup, PrelimsResult } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';
import { battle } from './battle-fixtures';

/** A bracket battle of 1 vs 1 in prelims, as GET /battles/:id answers it. */
export const prelimsBattle = (extra: Partial<Battle> = {}): Battle =>
  battle({ style: 'bracket', crewSize: 1, status: 'prelims', title: 'Solo Kings', ...extra });

/** One judge's score: `[judgeId, points]`. */
type Score = [number, number];

const judgment = ([id, points]: Score) => ({ id, dancerName: `Judge ${id}`, avatar: null, points });

/** A solo row (round 0) with the judges' scores given. */
export function soloEntry(id: number, name: string, scores: Score[] = [], extra: Partial<PrelimsEntry> = {}): PrelimsEntry {
  return {
    id,
    name,
    avatar: null,
    members: [],
    group: null,
    randId: id,
    pointsAverage: scores.length ? scores.reduce((sum, [, points]) => sum + points, 0) / scores.length : null,
    passStatus: null,
    isPromoted: false,
    isGone: false,
    prelims: { rounds: { '0': scores.map(judgment) } },
    ...extra,
  };
}

/** A crew row: its dancers and, per round (from 1), the judges' scores. */
export function crewEntry(
  id: number,
  name: string,
  members: Array<{ id: number; dancerName: string }>,
  rounds: Record<number, Score[]> = { 1: [] },
  extra: Partial<PrelimsEntry> = {},
): PrelimsEntry {
  return {
    ...soloEntry(id, name, [], extra),
    members: members.map((member) => ({ ...member, avatar: null })),
    prelims: {
      rounds: Object.fromEntries(Object.entries(rounds).map(([round, scores]) => [round, scores.map(judgment)])),
    },
    ...extra,
  };
}

export function group(id: number, n: number, members: Array<{ id: number; name: string }>): PrelimsGroup {
  return {
    id,
    name: `Group ${n}`,
    amountMembers: members.length,
    members: members.map((member) => ({ ...member, avatar: null })),
  };
}

const noPermissions: PrelimsResult['permissions'] = {
  canJudge: false,
  canSetGone: false,
  canFinishPrelims: false,
  canShuffle: false,
  canUndoBrackets: false,
  error: null,
};

export function prelimsResult(
  extra: Partial<Omit<PrelimsResult, 'permissions'>> & { permissions?: Partial<PrelimsResult['permissions']> } = {},
): PrelimsResult {
  const { permissions, ...rest } = extra;
  return {
    battleId: 12,
    kind: 'solo',
    rounds: 1,
    status: 'prelims',
    entries: [],
    groups: [],
    ...rest,
    permissions: { ...noPermissions, ...permissions },
  };
}

/**
 * The battle and its prelims behind a fake platform. Writes answer `onWrite(call)` (a new prelims
 * state, or null for a failure); GET answers the latest state.
 */
export function prelimsApi(
  shownBattle: Battle,
  first: PrelimsResult,
  onWrite: (call: FakeCall) => PrelimsResult | { ok: true } | null = () => null,
) {
  let current = first;
  return (call: FakeCall) => {
    if (call.route.name === 'battles.get') return Number(call.input.params?.id) === shownBattle.id ? shownBattle : null;
    if (call.route.name === 'prelims.get') return current;
    const answer = onWrite(call);
    if (answer && 'entries' in answer) current = answer;
    return answer;
  };
}

/** Ana in Group 1, Bo and Cid in Group 2. */
export function twoGroups(permissions: Partial<PrelimsResult['permissions']> = {}): PrelimsResult {
  return prelimsResult({
    entries: [soloEntry(1, 'Ana', [], { group: 5 }), soloEntry(2, 'Bo', [], { group: 6 }), soloEntry(3, 'Cid', [], { group: 6 })],
    groups: [
      group(5, 1, [{ id: 1, name: 'Ana' }]),
      group(6, 2, [
        { id: 2, name: 'Bo' },
        { id: 3, name: 'Cid' },
      ]),
    ],
    permissions,
  });
}
