import type { BracketSide, Brackets } from '@cypher/contracts';
import { bracketRecord, seedRefusal, type BracketRecord } from '@cypher/contracts/rules';
import { isOpen, placedSparrings, type PlacedSparring, type SpotDraft } from './bracket-rules';

/**
 * What the decided sparrings of the whole tree say about each entry (by id): who is out, and the
 * highest level each one won. The editor shows one round per half, but the API judges a spot
 * against every decided sparring: the other half's and the final's too.
 */
export function recordOf(brackets: Brackets): BracketRecord<number> {
  return bracketRecord(
    placedSparrings(brackets)
      .filter(({ sparring }) => !isOpen(sparring))
      .map(({ sparring, roundIndex }) => ({
        roundIndex,
        winner: sparring.winner,
        loser: [sparring.red, sparring.blue].find((side) => side && side.id !== sparring.winner)?.id ?? null,
      })),
  );
}

/**
 * The options of one select that are disabled, so that it offers only what 'Submit bracket' can
 * send: an entry with a spot in another open sparring shown, and one the API refuses on this
 * select's level (`seedRefusal`: it lost a sparring, or already won one on this level or later).
 * The select's own choice is the caller's to keep.
 */
export function disabledOptions(
  candidates: BracketSide[],
  shown: PlacedSparring[],
  draft: Map<number, SpotDraft>,
  record: BracketRecord<number>,
  here: { placed: PlacedSparring; colour: 'red' | 'blue' },
): Set<number> {
  const disabled = new Set(
    candidates.filter((side) => seedRefusal(record, side.id, here.placed.roundIndex) !== null).map((side) => side.id),
  );
  for (const { sparring } of shown) {
    if (!isOpen(sparring)) continue;
    const spots = draft.get(sparring.sparringId);
    for (const colour of ['red', 'blue'] as const) {
      const id = spots?.[colour];
      if (id != null && !(sparring === here.placed.sparring && colour === here.colour)) disabled.add(id);
    }
  }
  return disabled;
}
