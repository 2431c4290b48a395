import crypto from 'node:crypto';
import type { CalendarLink } from '@cypher/contracts';
import type { Repositories } from '../repositories/index.js';

/** 32 random bytes, base64url: 43 characters nobody guesses. */
function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The secret in a dancer's own calendar feed address: made on first ask, replaced on reset. */
export function createCalendarLinksService(repos: Repositories) {
  return {
    async of(profileId: number): Promise<CalendarLink> {
      const token = await repos.calendarLinks.tokenOf(profileId);
      if (token) return { token };
      await repos.calendarLinks.setIfMissing(profileId, newToken());
      return { token: (await repos.calendarLinks.tokenOf(profileId))! };
    },

    async reset(profileId: number): Promise<CalendarLink> {
      const token = newToken();
      await repos.calendarLinks.replace(profileId, token);
      return { token };
    },
  };
}

export type CalendarLinksService = ReturnType<typeof createCalendarLinksService>;
