import { BRACKET_REASONS, type Brackets, type SeedInput } from '@cypher/contracts';
import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import type { AnnounceBattleChange } from '../live/index.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import { createBattleStatusRepository } from '../repositories/battle-status-repository.js';
import { createBracketEntrantsRepository } from '../repositories/bracket-entrants-repository.js';
import type { Repositories } from '../repositories/index.js';
import { createSparringScoresRepository } from '../repositories/sparring-scores-repository.js';
import { createSparringsRepository } from '../repositories/sparrings-repository.js';
import type { BattleViewerOf } from './battle-viewer.js';
import { requireEventEditor, type BattleWrite, type BattleWrites } from './battle-writes.js';
import { toBrackets } from './bracket-view.js';
import { placeSeeds } from './bracket-seeding.js';

/** 409 unless the battle has a bracket that is not finished (after 'Add to bracket', before the final). */
function requireEditableBracket(w: BattleWrite): void {
  if (w.battle.style !== 'bracket') throw new ConflictError(BRACKET_REASONS.notBracketBattle);
  if (w.battle.status === 'finished') throw new ConflictError(BRACKET_REASONS.battleFinished);
  if (w.battle.status !== 'prelims-finished' && w.battle.status !== 'brackets')
    throw new ConflictError(BRACKET_REASONS.noBracket);
}

/**
 * GET /battles/{id}/brackets (public), DELETE /battles/{id}/brackets ('Undo bracket') and
 * POST /battles/{id}/seed ('Submit bracket'), the last two for the event's editors.
 */
export function createBracketsService(
  repos: Repositories,
  deps: { db: Knex; writes: BattleWrites; viewerOf: BattleViewerOf; announceBattleChange: AnnounceBattleChange },
) {
  async function get(battleId: number, caller: Caller | null): Promise<Brackets> {
    const battle = await repos.battles.findById(battleId);
    const event = battle && (await repos.events.findById(battle.eventId));
    if (!battle || !event || event.status !== 'published' || battle.style !== 'bracket')
      throw new NotFoundError('Brackets', battleId);
    const [viewer, sparrings, entrants] = await Promise.all([
      deps.viewerOf(battle, event, caller),
      createSparringsRepository(deps.db).ofBattle(battle.id),
      createBracketEntrantsRepository(deps.db).ofBattle(battle),
    ]);
    return toBrackets(battle, sparrings, entrants, viewer.canEditEvent);
  }

  return {
    get,

    /**
     * 'Undo bracket': back to prelims, the tree and its scores and votes gone and nobody promoted.
     * Decision: refused (409) once a sparring is decided — a result the hall saw is never wiped by
     * one button; reset those sparrings first. Scores of undecided sparrings go with the tree.
     */
    async undo(battleId: number, caller: Caller): Promise<{ ok: true }> {
      await deps.writes.run(battleId, caller, async (w) => {
        requireEventEditor(w);
        requireEditableBracket(w);
        const sparrings = createSparringsRepository(w.trx);
        if ((await sparrings.ofBattle(w.battle.id)).some((s) => s.winner !== 0 || s.status === 'finished'))
          throw new ConflictError(BRACKET_REASONS.undoAfterResults);
        await sparrings.deleteOfBattle(w.battle.id);
        await createBracketEntrantsRepository(w.trx).clearPromoted(w.battle.id);
        await createBattleStatusRepository(w.trx).set(w.battle.id, 'prelims', w.at);
      });
      deps.announceBattleChange(battleId, 'brackets');
      deps.announceBattleChange(battleId, 'prelims');
      return { ok: true };
    },

    /** 'Submit bracket': places the editor's red and blue per open sparring; the bracket then runs. */
    async seed(battleId: number, caller: Caller, input: SeedInput[]): Promise<Brackets> {
      await deps.writes.run(battleId, caller, async (w) => {
        requireEventEditor(w);
        requireEditableBracket(w);
        const sparrings = createSparringsRepository(w.trx);
        const all = await sparrings.ofBattle(w.battle.id);
        if (!all.length) throw new ConflictError(BRACKET_REASONS.noBracket);
        const entrants = await createBracketEntrantsRepository(w.trx).ofBattle(w.battle);
        const scored = await createSparringScoresRepository(w.trx).scored(all.map((s) => s.id));
        const placements = placeSeeds({
          solo: w.battle.crewSize === 1,
          size: w.battle.bracketSize,
          sparrings: all,
          entrants,
          scored,
          input,
        });
        if ('error' in placements) {
          const { message, field, status } = placements.error;
          throw status === 409 ? new ConflictError(message) : new BadRequestError(message, field);
        }
        for (const p of placements.changes) await sparrings.setSides(p.sparringId, p.red, p.blue, w.at);
        await createBattleStatusRepository(w.trx).set(w.battle.id, 'brackets', w.at);
      });
      deps.announceBattleChange(battleId, 'brackets');
      return get(battleId, caller);
    },
  };
}
