import type { JudgmentInput, Judgment, PrelimsEntry, PrelimsResult } from '@cypher/contracts';

/** Points per round as the judge's pad holds them; null = no number chosen. */
export type RoundPoints = Record<number, number | null>;

/** The rounds a judge scores per row: round 0 for solo, 1 … crewSize for crews (spec §3). */
export function judgingRounds(prelims: Pick<PrelimsResult, 'kind' | 'rounds'>): number[] {
  if (prelims.kind === 'solo') return [0];
  return Array.from({ length: prelims.rounds }, (_, index) => index + 1);
}

export function judgmentsOf(entry: PrelimsEntry, round: number): Judgment[] {
  return entry.prelims.rounds[String(round)] ?? [];
}

/** This judge's saved points in a round, or null when they have not scored it. */
export function savedPoints(entry: PrelimsEntry, round: number, judgeId: number): number | null {
  return judgmentsOf(entry, round).find((judgment) => judgment.id === judgeId)?.points ?? null;
}

export function savedRoundPoints(entry: PrelimsEntry, rounds: number[], judgeId: number): RoundPoints {
  return Object.fromEntries(rounds.map((round) => [round, savedPoints(entry, round, judgeId)]));
}

/** True once the judge has a score in every round of the row (then it no longer opens by itself). */
export function hasScoredEveryRound(entry: PrelimsEntry, rounds: number[], judgeId: number): boolean {
  return rounds.every((round) => savedPoints(entry, round, judgeId) !== null);
}

/** True when the judge has scored any round of the row (their status colour is then shown). */
export function hasScoredAny(entry: PrelimsEntry, rounds: number[], judgeId: number): boolean {
  return rounds.some((round) => savedPoints(entry, round, judgeId) !== null);
}

/**
 * What a save sends (spec §4): only the rounds that have points or already had this judge's
 * judgment — so an all-zero pad only clears rounds that were scored. A round the judge had
 * scored goes as `edit` (0 clears it), a fresh one as `new`. Solo rows are keyed by the dancer
 * (`userId`), crew rows by the crew (`crewId`).
 */
export function judgmentsToSave(
  entry: PrelimsEntry,
  kind: PrelimsResult['kind'],
  draft: RoundPoints,
  judgeId: number,
): JudgmentInput[] {
  const owner = kind === 'solo' ? { userId: entry.id } : { crewId: entry.id };
  return Object.entries(draft).flatMap(([key, points]) => {
    const round = Number(key);
    const saved = savedPoints(entry, round, judgeId);
    if (!points && saved === null) return [];
    if (points === saved) return [];
    return [{ ...owner, points: points ?? 0, mode: saved === null ? 'new' : 'edit', round }];
  });
}
