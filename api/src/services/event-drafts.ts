import { EVENTS_PAGE_SIZE, type EventPreview, type RouteQuery, type routes } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import type { Repositories } from '../repositories/index.js';
import { pageWindow } from './paging.js';
import { toEventPreview } from './event-preview.js';

type ListQuery = RouteQuery<typeof routes.events.list>;
type TabsQuery = RouteQuery<typeof routes.events.tabs>;

/**
 * The Drafts tab of a profile (`?u=&st=draft`): only the profile's own account sees it; to
 * everyone else a draft does not exist, so they get an empty list and a count of 0.
 */
export function createEventDraftsService(repos: Repositories, deps: { now: () => Date }) {
  async function ownedProfile(userId: number | undefined, caller: Caller | null): Promise<number | null> {
    if (userId === undefined || !caller) return null;
    const profile = await repos.users.findById(userId);
    return profile && profile.accountId === caller.accountId ? userId : null;
  }

  return {
    async list(query: ListQuery, caller: Caller | null): Promise<EventPreview[]> {
      const userId = await ownedProfile(query.u, caller);
      if (userId === null) return [];
      const { offset, limit } = pageWindow(query.p, query.pp, EVENTS_PAGE_SIZE);
      // Drafts default to the newest first (the spec's default direction for the draft tab).
      const events = await repos.eventDrafts.listOfUser(userId, query.s ?? 'created-desc', offset, limit);
      const now = deps.now();
      return events.map((event) => toEventPreview(event, now));
    },

    async count(query: TabsQuery, caller: Caller | null): Promise<number> {
      const userId = await ownedProfile(query.u, caller);
      return userId === null ? 0 : repos.eventDrafts.countOfUser(userId);
    },
  };
}
