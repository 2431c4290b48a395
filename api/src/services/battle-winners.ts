import type { Battle, WinnerInput } from '@cypher/contracts';
import { ERRORS, placeLabel, placeSize } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError } from '../errors.js';
import { replaceBattleResults, type ResultRow } from './battle-results.js';
import type { BattlesService } from './battles-service.js';
import { requireEventEditor, type BattleWrites } from './battle-writes.js';

/**
 * POST /battles/{id}/winners: event editors replace the results — crews (crew battles) or dancers
 * (1 vs 1, by user id), none twice, as many per place as it holds (placeSize: two at Top 4) — in one transaction that also brings the
 * organization's leaderboard up to date. Battles of the product itself (no organization) give no
 * points. Any battle may be edited, also a classic battle of a past event.
 */
export function createBattleWinnersService(deps: { writes: BattleWrites; battles: BattlesService }) {
  const { writes, battles } = deps;
  return {
    async save(battleId: number, caller: Caller, winners: WinnerInput[]): Promise<Battle> {
      await writes.run(
        battleId,
        caller,
        async (w) => {
          requireEventEditor(w);
          const solo = w.battle.crewSize === 1;
          const seenIds = new Set<number>();
          const perPlace = new Map<number, number>();
          winners.forEach((winner, index) => {
            if (seenIds.has(winner.id))
              throw new BadRequestError(solo ? ERRORS.sameParticipantTwice : ERRORS.sameCrewTwice, `body.${index}.id`);
            const taken = (perPlace.get(winner.place) ?? 0) + 1;
            if (taken > placeSize(winner.place))
              throw new BadRequestError(
                ERRORS.placeFull(placeLabel(winner.place), placeSize(winner.place)),
                `body.${index}.place`,
              );
            seenIds.add(winner.id);
            perPlace.set(winner.place, taken);
          });
          // Resolve each winner to its entry or crew (registered, not waiting) and the dancers it scores for.
          const rows: ResultRow[] = [];
          for (const [index, winner] of winners.entries()) {
            if (solo) {
              const entry = await w.entries.entry(w.battle.id, winner.id);
              if (!entry || entry.crewId !== null || entry.inWaitlist)
                throw new BadRequestError('This dancer is not registered in the battle', `body.${index}.id`);
              rows.push({ place: winner.place, crewId: null, entryId: entry.id, dancers: [entry.userId] });
            } else {
              const crew = await w.entries.crew(w.battle.id, winner.id);
              if (!crew || crew.inWaitlist)
                throw new BadRequestError('This crew is not registered in the battle', `body.${index}.id`);
              const dancers = (await w.entries.crewEntries(crew.id)).filter((e) => e.confirmedAt !== null).map((e) => e.userId);
              rows.push({ place: winner.place, crewId: crew.id, entryId: null, dancers });
            }
          }
          await replaceBattleResults(w, rows);
        },
        { entries: false },
      );
      return battles.get(battleId, caller);
    },
  };
}

export type BattleWinnersService = ReturnType<typeof createBattleWinnersService>;
