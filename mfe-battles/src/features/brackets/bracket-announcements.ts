import type { BracketSide, Brackets } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { JUDGING_LABELS } from '../../shared/judging-labels';
import { placedSparrings, winnerSide } from './bracket-rules';

const nameOf = (side: BracketSide | null) => side?.name ?? BRACKETS.emptyName;

/**
 * What changed between two answers of the same bracket, as sentences for the list view's live
 * region: a sparring won, or its sides set or changed. The first answer announces nothing.
 */
export function bracketChanges(before: Brackets | null, after: Brackets): string[] {
  if (!before || before.battleId !== after.battleId) return [];
  const previous = new Map(placedSparrings(before).map((p) => [p.sparring.sparringId, p.sparring]));
  const sentences: string[] = [];
  for (const { sparring, level } of placedSparrings(after)) {
    const old = previous.get(sparring.sparringId);
    if (!old) continue;
    const winner = winnerSide(sparring);
    if (winner && old.winner !== sparring.winner) sentences.push(JUDGING_LABELS.bracket.announceWinner(winner.name, level));
    else if (old.red?.id !== sparring.red?.id || old.blue?.id !== sparring.blue?.id) {
      sentences.push(JUDGING_LABELS.bracket.announcePairing(level, nameOf(sparring.red), nameOf(sparring.blue)));
    }
  }
  return sentences;
}
