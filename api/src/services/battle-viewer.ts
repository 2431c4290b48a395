import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import { EDITING_STAFF_ROLES } from '../policies/event-policies.js';
import { SIGNED_OUT_VIEWER, type BattleViewer } from '../policies/battle-policies.js';
import type { BattleRecord } from '../repositories/battles-repository.js';
import type { EventRecord } from '../repositories/events-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { EventsAccessService } from './events-access.js';
import type { EventStaffRole } from '@cypher/contracts';

/** Spec §6: event staff (organizer, admins, hosts) count as admin on the battle page; djs do not. */
const BATTLE_STAFF_ROLES: readonly EventStaffRole[] = ['organizer', 'admin', 'host'];

/**
 * What the caller is to a battle: event editor, staff, one of the people who run the event, judge,
 * member of the battle's organization. `q` is the open transaction inside a write.
 */
export function createBattleViewerService(repos: Repositories, deps: { eventsAccess: EventsAccessService }) {
  return async function viewerOf(
    battle: BattleRecord,
    event: EventRecord,
    caller: Caller | null,
    q?: Knex,
  ): Promise<BattleViewer> {
    if (!caller) return SIGNED_OUT_VIEWER;
    const [roles, canEditEvent, relation] = await Promise.all([
      repos.eventEditing.callerRoles(event, caller.profileId, q),
      deps.eventsAccess.canEdit(event, caller, q),
      repos.battles.profileRelation(battle, caller.profileId, q),
    ]);
    return {
      profileId: caller.profileId,
      canEditEvent,
      isStaff: canEditEvent || roles.staffRoles.some((role) => BATTLE_STAFF_ROLES.includes(role)),
      runsEvent: roles.staffRoles.some((role) => EDITING_STAFF_ROLES.includes(role)),
      ...relation,
    };
  };
}

export type BattleViewerOf = ReturnType<typeof createBattleViewerService>;
