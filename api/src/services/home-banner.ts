import type { HomeBanner } from '@cypher/contracts';
import type { Repositories } from '../repositories/index.js';
import { toEventPreview } from './event-preview.js';

/**
 * Home's banner: the event the `home_banner_event_id` site setting names, while it is published
 * and dated (a draft, deleted or missing event shows no banner rather than a broken link).
 */
export function createHomeBannerService(repos: Repositories, deps: { now: () => Date }) {
  return {
    async current(): Promise<HomeBanner> {
      const id = Number(await repos.siteSettings.get('home_banner_event_id'));
      if (!Number.isSafeInteger(id) || id < 1) return { event: null };
      const event = await repos.events.findById(id);
      if (!event || event.status !== 'published' || !event.dateStart) return { event: null };
      return { event: toEventPreview(event, deps.now()) };
    },
  };
}

export type HomeBannerService = ReturnType<typeof createHomeBannerService>;
