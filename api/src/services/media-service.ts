import { youtubeId, type Media, type MediaInput, type RouteQuery, type routes } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.js';
import { canManageMedia, mediaOwnerOf, type MediaOwner } from '../policies/media-policies.js';
import { NO_ORG_ACCESS } from '../policies/org-policies.js';
import { ownerOfMedia } from '../repositories/media-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { EventsAccessService } from './events-access.js';
import type { OrgAccessService } from './org-access.js';

type ListQuery = RouteQuery<typeof routes.media.list>;

export const MEDIA_MESSAGES = {
  oneOwner: 'Give exactly one of userId, orgId or eventId',
  oneOwnerQuery: 'Give exactly one of e, o or u',
  link: 'Use a YouTube link (watch?v=, embed/, youtu.be/ or /v/)',
} as const;

/** Videos of dancers, organizations and events. */
export function createMediaService(
  repos: Repositories,
  deps: { now: () => Date; orgAccess: OrgAccessService; eventsAccess: EventsAccessService },
) {
  /** 404 unless the owner exists and the caller may see it (draft organizations). */
  async function ensureOwner(owner: MediaOwner, caller: Caller | null): Promise<void> {
    if (owner.kind === 'org') await deps.orgAccess.visible(owner.id, caller);
    else if (owner.kind === 'event' && !(await repos.media.findEvent(owner.id))) throw new NotFoundError('Event', owner.id);
    else if (owner.kind === 'user' && !(await repos.media.userExists(owner.id))) throw new NotFoundError('User', owner.id);
  }

  async function ensureCanManage(owner: MediaOwner, caller: Caller): Promise<void> {
    await ensureOwner(owner, caller);
    const org = owner.kind === 'org' ? await deps.orgAccess.accessOf(owner.id, caller) : NO_ORG_ACCESS;
    // An event's videos follow the one event-editing rule (policies/event-policies.ts).
    const event = owner.kind === 'event' ? await repos.events.findById(owner.id) : null;
    const eventEditor = event !== null && (await deps.eventsAccess.canEdit(event, caller));
    if (!canManageMedia(owner, { profileId: caller.profileId, org, eventEditor })) throw new ForbiddenError();
  }

  const answer = (owner: MediaOwner): Promise<Media[]> => repos.media.listFor(owner);

  return {
    async list(query: ListQuery, caller: Caller | null): Promise<Media[]> {
      const owner = mediaOwnerOf({ userId: query.u, orgId: query.o, eventId: query.e });
      if (!owner) throw new BadRequestError(MEDIA_MESSAGES.oneOwnerQuery, 'query');
      await ensureOwner(owner, caller);
      return answer(owner);
    },

    /** Adds a video from a YouTube link; with `id`, renames that video instead. */
    async save(input: MediaInput, caller: Caller): Promise<Media[]> {
      const name = input.name.trim();
      if (input.id !== undefined) {
        const media = await repos.media.findById(input.id);
        if (!media) throw new NotFoundError('Media', input.id);
        const owner = ownerOfMedia(media);
        await ensureCanManage(owner, caller);
        await repos.media.rename(media.id, name, deps.now());
        return answer(owner);
      }
      const owner = mediaOwnerOf(input);
      if (!owner) throw new BadRequestError(MEDIA_MESSAGES.oneOwner, 'body');
      await ensureCanManage(owner, caller);
      const video = youtubeId(input.link);
      if (!video) throw new BadRequestError(MEDIA_MESSAGES.link, 'body.link');
      await repos.media.add(owner, video, name, deps.now());
      return answer(owner);
    },

    async remove(id: number, caller: Caller): Promise<Media[]> {
      const media = await repos.media.findById(id);
      if (!media) throw new NotFoundError('Media', id);
      const owner = ownerOfMedia(media);
      await ensureCanManage(owner, caller);
      await repos.media.remove(id);
      return answer(owner);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
