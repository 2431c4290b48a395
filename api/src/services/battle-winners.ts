import type { Battle, WinnerInput } from '@cypher/contracts';
import { BATTLE_NOTIFICATIONS, ERRORS, placeLabel } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError } from '../errors.js';
import { refreshStandings } from './leaderboard-standings.js';
import type { BattlesService } from './battles-service.js';
import { notifyDancer, requireEventEditor, type BattleWrites } from './battle-writes.js';

/**
 * POST /battles/{id}/winners: event editors replace the results — one crew (crew battles) or
 * dancer (1 vs 1, by user id) per place, none twice — in one transaction that also brings the
 * organization's leaderboard up to date. Battles of the product itself (no organization) give no
 * points. Any battle may be edited, also a classic battle of a past event.
 */
export function createBattleWinnersService(deps: { writes: BattleWrites; battles: BattlesService }) {
  const { writes, battles } = deps;
  return {
    async save(battleId: number, caller: Caller, winners: WinnerInput[]): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        requireEventEditor(w);
        const solo = w.battle.crewSize === 1;
        const seenIds = new Set<number>();
        const seenPlaces = new Set<number>();
        winners.forEach((winner, index) => {
          if (seenIds.has(winner.id))
            throw new BadRequestError(solo ? ERRORS.sameParticipantTwice : ERRORS.sameCrewTwice, `body.${index}.id`);
          if (seenPlaces.has(winner.place)) throw new BadRequestError('Each place takes one winner', `body.${index}.place`);
          seenIds.add(winner.id);
          seenPlaces.add(winner.place);
        });
        // Resolve each winner to its entry or crew (registered, not waiting) and the dancers it scores for.
        const rows: { place: number; crewId: number | null; entryId: number | null; dancers: number[] }[] = [];
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
        const year = new Date(w.event.dateStart ?? w.at.toISOString()).getUTCFullYear();
        const before = await w.entries.results(w.battle.id);
        await w.entries.replaceResults(w.battle, rows, year, w.at);
        if (w.battle.orgId !== null) {
          const years = [...new Set([year, ...before.map((r) => r.year)])];
          const userIds = [...new Set([...before.flatMap((r) => r.dancers), ...rows.flatMap((r) => r.dancers)])];
          await refreshStandings(w.trx, w.battle.orgId, { years, userIds }, w.at);
        }
        // Each dancer hears about a new or changed place once.
        const earlier = new Map(before.flatMap((r) => r.dancers.map((userId) => [userId, r.place] as const)));
        for (const row of rows) {
          for (const userId of row.dancers) {
            if (earlier.get(userId) === row.place) continue;
            await notifyDancer(w, userId, 'results', BATTLE_NOTIFICATIONS.results(w.battle.title, placeLabel(row.place)));
          }
        }
      });
      return battles.get(battleId, caller);
    },
  };
}

export type BattleWinnersService = ReturnType<typeof createBattleWinnersService>;
