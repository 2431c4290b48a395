import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ForbiddenError } from '../errors.js';
import { canEditOrg } from '../policies/org-policies.js';
import type { Repositories } from '../repositories/index.js';

export const ORG_CHOICE_MESSAGES = {
  orgNotFound: 'Organization not found',
  notYourOrg: 'Choose an organization you run as an admin or promoter',
} as const;

export interface OrgChoice {
  /** The event saved, or the battle's event (whose editors may save). */
  eventId: number;
  /** The organization asked for; null is none (an event) or the product itself (a battle). */
  orgId: number | null;
  /** The organization it has now: it stays, whoever saves. */
  current: number | null;
}

/**
 * Putting an event or a battle into an organization is for the people who run that organization,
 * its admins and promoters (canEditOrg): the event then counts among its events and is edited by
 * them, and the battle's results earn points on its leaderboard. A member only takes part. 400
 * naming body.orgId for an unknown organization, 403 naming it for one the caller does not run.
 */
export async function checkOrgChoice(repos: Repositories, trx: Knex.Transaction, choice: OrgChoice, caller: Caller) {
  const { orgId } = choice;
  if (orgId === null || orgId === choice.current) return;
  if (!(await repos.eventEditing.exists('orgs', orgId, trx)))
    throw new BadRequestError(ORG_CHOICE_MESSAGES.orgNotFound, 'body.orgId');
  const roles = await repos.eventEditing.callerRoles({ id: choice.eventId, orgId }, caller.profileId, trx);
  if (!roles.org || !canEditOrg(roles.org)) throw new ForbiddenError(ORG_CHOICE_MESSAGES.notYourOrg, 'body.orgId');
}
