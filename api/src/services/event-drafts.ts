import { EVENTS_PAGE_SIZE, type EventPreview, type RouteQuery, type routes } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import type { DraftFilter } from '../repositories/event-drafts-repository.js';
import type { Repositories } from '../repositories/index.js';
import { pageWindow, parseIdList } from './paging.js';
import { toEventPreview } from './event-preview.js';

type ListQuery = RouteQuery<typeof routes.events.list>;
type TabsQuery = RouteQuery<typeof routes.events.tabs>;

/**
 * The Drafts tabs (`st=draft`). A draft exists only for its editors, so the lists answer what the
 * caller may edit and nothing else — never 403, which would tell strangers that drafts exist:
 * - `u=<profile>`: the profile's drafts, only to the account that owns the profile;
 * - `o=<org ids>`: the organizations' drafts the acting profile may edit (all of them for the
 *   organization's admins and promoters; their own for an event's creator or organizer staff).
 * Everyone else gets an empty list and a count of 0.
 */
export function createEventDraftsService(repos: Repositories, deps: { now: () => Date }) {
  async function ownedProfile(userId: number, caller: Caller): Promise<boolean> {
    const profile = await repos.users.findById(userId);
    return profile !== null && profile.accountId === caller.accountId;
  }

  /** The filter for the caller, or null when they can see no draft at all. */
  async function filterFor(query: { u?: number; o?: string }, caller: Caller | null): Promise<DraftFilter | null> {
    if (!caller) return null;
    const orgIds = parseIdList(query.o);
    if (query.u === undefined && orgIds === undefined) return null;
    if (query.u !== undefined && !(await ownedProfile(query.u, caller))) return null;
    return {
      ...(query.u !== undefined ? { ofUser: query.u } : {}),
      ...(orgIds !== undefined ? { orgIds, editableBy: caller.profileId } : {}),
    };
  }

  return {
    async list(query: ListQuery, caller: Caller | null): Promise<EventPreview[]> {
      const filter = await filterFor(query, caller);
      if (!filter) return [];
      const { offset, limit } = pageWindow(query.p, query.pp, EVENTS_PAGE_SIZE);
      // Drafts default to the newest first (the spec's default direction for the draft tab).
      const events = await repos.eventDrafts.list(filter, query.s ?? 'created-desc', offset, limit);
      const now = deps.now();
      // Every listed draft is the acting profile's to edit, unless it lists another profile of the account.
      const canEdit = filter.editableBy !== undefined || filter.ofUser === caller?.profileId;
      return events.map((event) => ({ ...toEventPreview(event, now), permissions: { canEdit } }));
    },

    async count(query: TabsQuery, caller: Caller | null): Promise<number> {
      const filter = await filterFor(query, caller);
      return filter ? repos.eventDrafts.count(filter) : 0;
    },
  };
}
