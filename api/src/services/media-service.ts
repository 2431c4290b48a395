import { youtubeId, type Media, type MediaInput, type RouteQuery, type routes } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.js';
import { canManageMedia, mediaOwnerOf, type MediaAccess, type MediaOwner } from '../policies/media-policies.js';
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
  /**
   * 404 unless the owner exists and the caller may see it: a draft organization or event is 404 to
   * all but the people who run or edit it, as GET /orgs/:id and GET /events/:id answer. Then what
   * the caller is to the owner.
   */
  async function accessTo(owner: MediaOwner, caller: Caller | null): Promise<Omit<MediaAccess, 'profileId'>> {
    if (owner.kind === 'org') return { org: (await deps.orgAccess.visible(owner.id, caller)).access, eventEditor: false };
    // An event's videos follow the one event-editing rule (policies/event-policies.ts).
    if (owner.kind === 'event')
      return { org: NO_ORG_ACCESS, eventEditor: (await deps.eventsAccess.visible(owner.id, caller)).canEdit };
    if (!(await repos.media.userExists(owner.id))) throw new NotFoundError('User', owner.id);
    return { org: NO_ORG_ACCESS, eventEditor: false };
  }

  async function ensureCanManage(owner: MediaOwner, caller: Caller): Promise<void> {
    const access = await accessTo(owner, caller);
    if (!canManageMedia(owner, { profileId: caller.profileId, ...access })) throw new ForbiddenError();
  }

  const answer = (owner: MediaOwner): Promise<Media[]> => repos.media.listFor(owner);

  return {
    async list(query: ListQuery, caller: Caller | null): Promise<Media[]> {
      const owner = mediaOwnerOf({ userId: query.u, orgId: query.o, eventId: query.e });
      if (!owner) throw new BadRequestError(MEDIA_MESSAGES.oneOwnerQuery, 'query');
      await accessTo(owner, caller);
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
