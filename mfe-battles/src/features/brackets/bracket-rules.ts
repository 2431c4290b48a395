import type { BracketSide, BracketSparring, Brackets } from '@cypher/contracts';

/** Where a sparring sits in the tree. */
export type BracketPlace = 'left' | 'right' | 'final';

/** One sparring of the tree with its level, as the list view and the editor walk them. */
export interface PlacedSparring {
  sparring: BracketSparring;
  place: BracketPlace;
  roundIndex: number;
  /** The level's name ('Top 8', 'Semi-final', 'Final'). */
  level: string;
}

/** A sparring with a winner is decided, so locked in the editor; winner 0 is open. */
export const isOpen = (sparring: BracketSparring) => sparring.winner === 0;

/** Both sides are set: the sparring can be danced, so the renderer links to it. */
export const isFull = (sparring: BracketSparring) => sparring.red !== null && sparring.blue !== null;

const levelName = (brackets: Brackets, roundIndex: number) => brackets.levels[roundIndex]?.name ?? '';

/** Every sparring, level by level from the first (left half, then right), the final last. */
export function placedSparrings(brackets: Brackets): PlacedSparring[] {
  const placed: PlacedSparring[] = [];
  const rounds = Math.max(brackets.left.length, brackets.right.length);
  for (let roundIndex = 0; roundIndex < rounds; roundIndex++) {
    for (const place of ['left', 'right'] as const) {
      for (const sparring of brackets[place][roundIndex] ?? []) {
        placed.push({ sparring, place, roundIndex, level: levelName(brackets, roundIndex) });
      }
    }
  }
  if (brackets.final) {
    const roundIndex = brackets.levels.length - 1;
    placed.push({ sparring: brackets.final, place: 'final', roundIndex, level: levelName(brackets, roundIndex) });
  }
  return placed;
}

/** The side that won, or null while open. */
export function winnerSide(sparring: BracketSparring): BracketSide | null {
  if (isOpen(sparring)) return null;
  return [sparring.red, sparring.blue].find((side) => side?.id === sparring.winner) ?? null;
}

/**
 * The editor shows, per half, the first round that still has an open sparring; it shows the final
 * instead once both final slots are set, or when the bracket is only a final (size 2).
 */
export function editorSparrings(brackets: Brackets): PlacedSparring[] {
  const placed = placedSparrings(brackets);
  const final = placed.filter((p) => p.place === 'final');
  if (brackets.bracketSize === 2 || (brackets.final && isFull(brackets.final))) return final;
  return (['left', 'right'] as const).flatMap((place) => {
    const half = placed.filter((p) => p.place === place);
    const current = half.find((p) => isOpen(p.sparring))?.roundIndex;
    return current === undefined ? [] : half.filter((p) => p.roundIndex === current);
  });
}

/** The final's editor is disabled once it has a winner. */
export const finalLocked = (brackets: Brackets) => brackets.final !== null && !isOpen(brackets.final);

export interface SpotDraft {
  red: number | null;
  blue: number | null;
}

/** The editor's choices by sparring id, starting from what the tree holds. */
export function draftOf(shown: PlacedSparring[]): Map<number, SpotDraft> {
  return new Map(
    shown.map(({ sparring }) => [sparring.sparringId, { red: sparring.red?.id ?? null, blue: sparring.blue?.id ?? null }]),
  );
}

/**
 * Who may be picked in the shown sparrings: the sides already there, and the winners of the round
 * before (for a first round, the entries promoted from the prelims). Unique by id, in that order.
 */
export function candidatesFor(brackets: Brackets, shown: PlacedSparring[], promoted: BracketSide[]): BracketSide[] {
  const placed = placedSparrings(brackets);
  const fromShown = shown.flatMap(({ sparring }) => [sparring.red, sparring.blue]);
  const feeding = shown.flatMap(({ place, roundIndex }) =>
    placed
      .filter((p) => p.roundIndex === roundIndex - 1 && (place === 'final' ? p.place !== 'final' : p.place === place))
      .map((p) => winnerSide(p.sparring)),
  );
  const firstRound = shown.some((p) => p.roundIndex === 0) ? promoted : [];
  const unique = new Map<number, BracketSide>();
  for (const side of [...fromShown, ...feeding, ...firstRound]) if (side && !unique.has(side.id)) unique.set(side.id, side);
  return [...unique.values()];
}

/** True when one entry fills two spots among the open sparrings (red equal to blue included). */
export function hasDoubleSpot(shown: PlacedSparring[], draft: Map<number, SpotDraft>): boolean {
  const seen = new Set<number>();
  for (const { sparring } of shown) {
    if (!isOpen(sparring)) continue;
    const spots = draft.get(sparring.sparringId);
    for (const id of [spots?.red, spots?.blue]) {
      if (id == null) continue;
      if (seen.has(id)) return true;
      seen.add(id);
    }
  }
  return false;
}

/** What 'Submit bracket' sends: every open sparring shown, with its red and blue. */
export function seedBody(shown: PlacedSparring[], draft: Map<number, SpotDraft>) {
  return shown
    .filter((p) => isOpen(p.sparring))
    .map(({ sparring }) => {
      const spots = draft.get(sparring.sparringId);
      return { sparringId: sparring.sparringId, red: spots?.red ?? null, blue: spots?.blue ?? null };
    });
}
