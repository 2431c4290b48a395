import { BRACKET_REASONS, ERRORS, bracketRecord, seedRefusal, type SeedInput } from '@cypher/contracts';
import type { BracketEntrant } from '../repositories/bracket-entrants-repository.js';
import type { SideRef, SparringRecord } from '../repositories/sparrings-repository.js';
import { refKey, slotOf } from './bracket-view.js';

interface SeedingInput {
  solo: boolean;
  size: number;
  sparrings: SparringRecord[];
  entrants: BracketEntrant[];
  /** Sparrings that have judges' points. */
  scored: Set<number>;
  input: SeedInput[];
}

type SeedingError = { message: string; field: string; status: 400 | 409 };
type Placement = { sparringId: number; red: SideRef | null; blue: SideRef | null };

/**
 * The bracket editor's rules (spec §5), checked before anything is written: only open sparrings of
 * this bracket, each once; only promoted entrants, none already out, none placed on a level they
 * already won (`seedRefusal`, the contracts' rule the editor also offers its options by); nobody
 * in two spots among the open sparrings (red against themselves included); a sparring with points
 * keeps its sides until it is reset. Answers the sides to write or the first refusal with the
 * field it names. An empty spot (null) is accepted on purpose: a bye, whose lone entrant an
 * editor moves on with set-winner.
 */
export function placeSeeds(s: SeedingInput): { changes: Placement[] } | { error: SeedingError } {
  const fail = (message: string, field: string, status: 400 | 409 = 400) => ({ error: { message, field, status } });
  const byId = new Map(s.sparrings.map((x) => [x.id, x]));
  const entrantById = new Map(s.entrants.filter((e) => e.isPromoted).map((e) => [e.id, e]));
  // What decided sparrings say about each entrant: out (lost), and the highest level won.
  const record = bracketRecord(
    s.sparrings
      .filter((x) => x.winner !== 0)
      .map((x) => {
        const [won, lost] = x.winner === 1 ? [x.red, x.blue] : [x.blue, x.red];
        return { roundIndex: slotOf(x, s.size).roundIndex, winner: won && refKey(won), loser: lost && refKey(lost) };
      }),
  );

  const changes: Placement[] = [];
  const placedBy = new Map<number, number>();
  for (const [index, seed] of s.input.entries()) {
    const field = (name: string) => `body.${index}.${name}`;
    if (placedBy.has(seed.sparringId)) return fail(BRACKET_REASONS.sparringTwice, field('sparringId'));
    placedBy.set(seed.sparringId, index);
    const sparring = byId.get(seed.sparringId);
    if (!sparring) return fail(BRACKET_REASONS.notInBracket, field('sparringId'));
    if (sparring.winner !== 0 || sparring.status === 'finished') return fail(BRACKET_REASONS.sparringLocked, field('sparringId'));
    const level = slotOf(sparring, s.size).roundIndex;
    const sides: Record<'red' | 'blue', SideRef | null> = { red: null, blue: null };
    for (const colour of ['red', 'blue'] as const) {
      const id = seed[colour];
      if (id === null) continue;
      const entrant = entrantById.get(id);
      if (!entrant) return fail(BRACKET_REASONS.notEntrant(s.solo), field(colour));
      const refusal = seedRefusal(record, refKey(entrant.ref), level);
      if (refusal === 'eliminated') return fail(BRACKET_REASONS.eliminated(s.solo), field(colour));
      if (refusal === 'alreadyWon') return fail(BRACKET_REASONS.alreadyWon, field(colour));
      sides[colour] = entrant.ref;
    }
    if (seed.red !== null && seed.red === seed.blue)
      return fail(s.solo ? ERRORS.sameParticipantTwice : ERRORS.sameCrewTwice, field('blue'));
    const same = (a: SideRef | null, b: SideRef | null) => (a ? refKey(a) : '') === (b ? refKey(b) : '');
    if (s.scored.has(sparring.id) && !(same(sparring.red, sides.red) && same(sparring.blue, sides.blue)))
      return fail(BRACKET_REASONS.resetBeforeSeeding, field('sparringId'), 409);
    changes.push({ sparringId: sparring.id, ...sides });
  }

  // Nobody in two spots among the open sparrings, as they will stand after the write.
  const spots = new Map<string, number>();
  for (const x of s.sparrings) {
    if (x.winner !== 0) continue;
    const change = changes.find((c) => c.sparringId === x.id);
    for (const colour of ['red', 'blue'] as const) {
      const ref = change ? change[colour] : x[colour];
      if (!ref) continue;
      const key = refKey(ref);
      const earlier = spots.get(key);
      if (earlier !== undefined) {
        // Name the input that made the clash: this spot's, or the earlier spot's sparring.
        const field = change ? `body.${placedBy.get(x.id)}.${colour}` : `body.${placedBy.get(earlier) ?? 0}.sparringId`;
        return fail(s.solo ? ERRORS.sameParticipantTwice : ERRORS.sameCrewTwice, field);
      }
      spots.set(key, x.id);
    }
  }
  return { changes };
}
