import { BRACKET_REASONS, ERRORS, loserPlace, nextSlot, type SideColour, type Sparring } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError, ForbiddenError } from '../errors.js';
import { countedScores, judgedWinner } from '../policies/sparring-rules.js';
import { createBattleStatusRepository } from '../repositories/battle-status-repository.js';
import type { BracketEntrant } from '../repositories/bracket-entrants-repository.js';
import { createSparringScoresRepository } from '../repositories/sparring-scores-repository.js';
import { createSparringsRepository, type SparringRecord } from '../repositories/sparrings-repository.js';
import { replaceBattleResults, type ResultRow } from './battle-results.js';
import { entrantOf, slotOf, sparringAt } from './bracket-view.js';
import type { BattleWrite } from './battle-writes.js';
import type { SparringFacts } from './sparring-facts.js';
import { requirePlayable } from './sparring-judging.js';
import type { SparringWrites } from './sparring-writes.js';

/** Finishing or resetting a sparring can move an entrant in the tree: the brackets page refetches. */
const TREE = { treeChanges: true };

const other = (colour: SideColour): SideColour => (colour === 'red' ? 'blue' : 'red');

/**
 * The bracket's results once the final is decided: 1st the final's winner, then every loser by
 * the level they lost (Final → 2nd, Semi-final → Top 4, Top 8 → 8 …). A bye has no loser.
 */
function bracketResults(sparrings: SparringRecord[], size: number, entrants: Map<string, BracketEntrant>): ResultRow[] {
  const rows: ResultRow[] = [];
  const row = (place: number, entrant: BracketEntrant | null) => {
    if (entrant) rows.push({ place, entryId: entrant.ref.entryId, crewId: entrant.ref.crewId, dancers: entrant.dancers });
  };
  for (const s of sparrings) {
    if (s.status !== 'finished' || s.winner === 0) continue;
    const won: SideColour = s.winner === 1 ? 'red' : 'blue';
    if (s.side === 'final') row(1, entrantOf(s[won], entrants));
    row(loserPlace(size, slotOf(s, size).roundIndex), entrantOf(s[other(won)], entrants));
  }
  return rows.sort((a, b) => a.place - b.place);
}

/**
 * Decides a sparring: its winner moves into the next sparring of the bracket (the spot the tree
 * gives it); the final writes the battle's results, refreshes the organization's standings and
 * finishes the battle.
 */
async function decide(w: BattleWrite, f: SparringFacts, colour: SideColour): Promise<void> {
  const sparrings = createSparringsRepository(w.trx);
  await sparrings.setOutcome(f.sparring.id, { winner: colour === 'red' ? 1 : 2, status: 'finished' }, w.at);
  const size = w.battle.bracketSize;
  const next = nextSlot(size, slotOf(f.sparring, size));
  const all = await sparrings.ofBattle(w.battle.id);
  if (next) {
    const target = sparringAt(all, next.slot);
    if (!target) throw new ConflictError(BRACKET_REASONS.noBracket);
    if (target.status === 'finished') throw new ConflictError(BRACKET_REASONS.nextDecided);
    await sparrings.setSide(target.id, next.colour, f.sparring[colour], w.at);
    return;
  }
  await replaceBattleResults(w, bracketResults(all, size, f.entrants));
  await createBattleStatusRepository(w.trx).set(w.battle.id, 'finished', w.at);
}

/**
 * POST /sparrings/{id}/finish (staff, by points), POST /admin/sparrings/{id}/set-winner/{winnerId}
 * (event editors, a sparring without points, byes included) and DELETE /sparrings/{id}/judge
 * (event editors reset a sparring: scores, votes and tie-breakers go; a decided sparring takes its
 * winner back out of the next sparring, and the final takes back the results).
 */
export function createSparringOutcomeService(deps: { sparringWrites: SparringWrites }) {
  const { sparringWrites } = deps;
  return {
    finish(sparringId: number, caller: Caller): Promise<Sparring> {
      return sparringWrites.run(
        sparringId,
        caller,
        async (w, f) => {
          if (!f.viewer.isStaff) throw new ForbiddenError();
          requirePlayable(w, f);
          const winner = judgedWinner(f.tally);
          if (!winner)
            throw new ConflictError(
              f.sparring.status === 'need-tie-breaker' ? ERRORS.tieBreakerNeeded : BRACKET_REASONS.notComplete,
            );
          await decide(w, f, winner);
        },
        TREE,
      );
    },

    setWinner(sparringId: number, caller: Caller, winnerId: number): Promise<Sparring> {
      return sparringWrites.run(
        sparringId,
        caller,
        async (w, f) => {
          if (!f.viewer.canEditEvent) throw new ForbiddenError();
          if (w.battle.status !== 'brackets')
            throw new ConflictError(w.battle.status === 'finished' ? BRACKET_REASONS.battleFinished : BRACKET_REASONS.notRunning);
          if (f.sparring.status === 'finished') throw new ConflictError(BRACKET_REASONS.sparringFinished);
          if (countedScores(f.tally).length) throw new ConflictError(BRACKET_REASONS.hasPoints);
          const colour = (['red', 'blue'] as const).find((c) => entrantOf(f.sparring[c], f.entrants)?.id === winnerId);
          if (!colour) throw new BadRequestError(BRACKET_REASONS.notASide, 'params.winnerId');
          await decide(w, f, colour);
        },
        TREE,
      );
    },

    reset(sparringId: number, caller: Caller): Promise<Sparring> {
      return sparringWrites.run(
        sparringId,
        caller,
        async (w, f) => {
          if (!f.viewer.canEditEvent) throw new ForbiddenError();
          if (w.battle.status !== 'brackets' && w.battle.status !== 'finished')
            throw new ConflictError(BRACKET_REASONS.notRunning);
          const sparrings = createSparringsRepository(w.trx);
          const scores = createSparringScoresRepository(w.trx);
          if (f.sparring.winner !== 0) {
            const size = w.battle.bracketSize;
            const next = nextSlot(size, slotOf(f.sparring, size));
            if (next) {
              const target = sparringAt(await sparrings.ofBattle(w.battle.id), next.slot);
              if (target) {
                if (target.status === 'finished' || (await scores.scored([target.id])).size)
                  throw new ConflictError(BRACKET_REASONS.nextDecided);
                await sparrings.setSide(target.id, next.colour, null, w.at);
              }
            } else {
              // The final: its results go, and the battle runs again.
              await replaceBattleResults(w, []);
              await createBattleStatusRepository(w.trx).set(w.battle.id, 'brackets', w.at);
            }
          }
          await scores.clear(f.sparring.id);
          await scores.clearVotes(f.sparring.id);
          await sparrings.setExtraRounds(f.sparring.id, 0, w.at);
          await sparrings.setOutcome(f.sparring.id, { winner: 0, status: 'open' }, w.at);
        },
        TREE,
      );
    },
  };
}
