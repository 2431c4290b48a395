import type { Workshop } from '@cypher/contracts';
import type { Repositories } from '../repositories/index.js';
import type { UsersService } from './users-service.js';

/** Home shows at most this many workshops ('Coming soon'). */
export const WORKSHOPS_LIMIT = 12;

/** `GET /workshops`: each with its instructor's member card (the directory's card, stats counted). */
export function createWorkshopsService(repos: Repositories, deps: { users: UsersService }) {
  return {
    async list(): Promise<Workshop[]> {
      const workshops = await repos.workshops.list(WORKSHOPS_LIMIT);
      const cards = await deps.users.memberCards(workshops.map((workshop) => workshop.instructor));
      return workshops.map((workshop, i) => ({
        id: workshop.id,
        title: workshop.title,
        date: workshop.date,
        status: workshop.status,
        instructor: cards[i],
      }));
    },
  };
}
