import { PRELIMS, PRELIMS_ERRORS } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import { canEditBattle } from '../policies/battle-policies.js';
import { requirePrelimsOpen, requireRole, startPrelims, type PrelimsWrite, type PrelimsWriteFrame } from './prelims-writes.js';
import { shuffled } from './shuffle.js';

/** A single group is no grouping at all: it goes, and every entry is back in one list. */
async function dropLoneGroup(w: PrelimsWrite, remaining: number): Promise<void> {
  if (remaining === 1) await w.prelims.removeGroups(w.battle.id, w.at);
}

/** 'Create groups' (random split of the checked-in entries), removing them, and 'Edit groups' moves. */
export function createPrelimsGroupsService(deps: { write: PrelimsWriteFrame; random: () => number }) {
  return {
    /**
     * Replaces the groups with `amount` new ones, 'Group 1'…'Group n', dealing the checked-in
     * dancers (or crews whose confirmed members are all checked in, which is when a crew gets its
     * number) out at random. 0 removes the groups; more groups than entries leaves none empty,
     * and if that leaves one group there are no groups.
     */
    createGroups(battleId: number, caller: Caller, amount: number) {
      return deps.write(battleId, caller, async (w) => {
        requireRole(canEditBattle(w.viewer), "the event's editors");
        requirePrelimsOpen(w);
        await w.prelims.removeGroups(battleId, w.at);
        if (amount === 0) return;
        if (!w.state.entries.length) throw new ConflictError(PRELIMS_ERRORS.nothingToGroup);
        const count = Math.min(amount, w.state.entries.length);
        if (count > 1) {
          const dealt = shuffled(w.state.entries, deps.random);
          for (let n = 1; n <= count; n += 1) {
            const groupId = await w.prelims.createGroup(battleId, PRELIMS.groupName(n), w.at);
            const rows = dealt.filter((_, i) => i % count === n - 1).map((e) => e.rowId);
            await w.prelims.assignGroup(w.state.kind, rows, groupId, w.at);
          }
        }
        await startPrelims(w);
      });
    },

    /** Moves one dancer or crew (`id` as the entries name it) from group A to group B. */
    move(battleId: number, caller: Caller, groupA: number, groupB: number, id: number) {
      return deps.write(battleId, caller, async (w) => {
        requireRole(canEditBattle(w.viewer), "the event's editors");
        requirePrelimsOpen(w);
        const groups = new Set(w.state.groups.map((g) => g.id));
        if (!groups.has(groupA)) throw new NotFoundError('Group', groupA);
        if (!groups.has(groupB)) throw new NotFoundError('Group', groupB);
        const entry = w.state.entries.find((e) => e.id === id);
        if (!entry || entry.groupId !== groupA) throw new BadRequestError(`body.id is not in group ${groupA}`, 'body.id');
        if (groupA === groupB) return;
        await w.prelims.assignGroup(w.state.kind, [entry.rowId], groupB, w.at);
        // A group emptied by the move goes; if one group is left, grouping ends.
        const left = w.state.entries.filter((e) => e.groupId === groupA && e.id !== id).length;
        if (left === 0) await w.prelims.removeGroup(groupA);
        await dropLoneGroup(w, left === 0 ? groups.size - 1 : groups.size);
      });
    },
  };
}
