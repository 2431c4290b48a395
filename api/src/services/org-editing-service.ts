import {
  parseMonthDayYear,
  trimmedOrNull,
  validateFoundedDate,
  type Organization,
  type OrganizationUpdateInput,
} from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ForbiddenError } from '../errors.js';
import { canChangeOrgStatus, canEditOrg } from '../policies/org-policies.js';
import type { OrgColumns } from '../repositories/org-editing-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { OrgAccessService } from './org-access.js';
import { normalizeLegalDocument, sanitizeRichText } from './org-rich-text.js';
import type { OrgsService } from './orgs-service.js';
import { searchForm, textColumn } from '../db/stored-text.js';

/** orgs.search_name holds as many characters as the name. */
const SEARCH_NAME_CHARACTERS = 150;
const SOCIALS = ['facebook', 'instagram', 'twitter', 'youtube', 'website'] as const;

export const ORG_EDIT_MESSAGES = {
  nameRequired: 'Name is required',
  nameBeforePublish: 'An organization needs a name before it is published',
  imageUnknown: 'Image not found',
} as const;

/** The input's fields as columns: trimmed, dates parsed, rich text sanitised on the server. */
function toColumns(input: OrganizationUpdateInput): OrgColumns {
  const columns: OrgColumns = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw new BadRequestError(ORG_EDIT_MESSAGES.nameRequired, 'body.name');
    Object.assign(columns, { name, search_name: searchForm(name, SEARCH_NAME_CHARACTERS) });
  }
  if (input.image !== undefined) columns.image_id = input.image;
  if (input.status !== undefined) columns.status = input.status;
  if (input.description !== undefined) columns.description = textColumn(sanitizeRichText(input.description), 'body.description');
  if (input.founded !== undefined) {
    const refused = validateFoundedDate(input.founded);
    if (refused) throw new BadRequestError(refused, 'body.founded');
    const date = input.founded === null ? null : parseMonthDayYear(input.founded);
    columns.founded = date && `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  }
  if (input.rankingDisabled !== undefined) columns.ranking_disabled = input.rankingDisabled;
  if (input.socials) for (const key of SOCIALS) columns[`social_${key}`] = trimmedOrNull(input.socials[key]);
  for (const doc of ['agreement', 'waiver'] as const) {
    if (input[doc] === undefined) continue;
    const saved = normalizeLegalDocument(input[doc]);
    columns[`${doc}_title`] = saved?.title || null;
    columns[`${doc}_subtitle`] = saved?.subtitle || null;
    columns[`${doc}_version`] = saved?.version || null;
    columns[`${doc}_text`] = saved ? textColumn(saved.text, `body.${doc}.text`) : null;
  }
  return columns;
}

/** The create wizard and the settings pages. */
export function createOrgEditingService(
  repos: Repositories,
  deps: { now: () => Date; orgAccess: OrgAccessService; orgs: OrgsService },
) {
  return {
    /** A signed-in dancer starts a draft and becomes its admin. */
    async create(caller: Caller): Promise<{ id: number }> {
      return { id: await repos.orgEditing.createDraft(caller.profileId, deps.now()) };
    },

    /** Saves the given fields; admins and promoters edit, only admins publish or unpublish. */
    async update(orgId: number, input: OrganizationUpdateInput, caller: Caller): Promise<Organization> {
      const { org, access } = await deps.orgAccess.allowed(orgId, caller, canEditOrg);
      const columns = toColumns(input);
      if (columns.status !== undefined && columns.status !== org.status) {
        if (!canChangeOrgStatus(access)) throw new ForbiddenError();
        if (columns.status === 'published' && !(columns.name ?? org.name).trim()) {
          throw new BadRequestError(ORG_EDIT_MESSAGES.nameBeforePublish, 'body.name');
        }
      }
      if (columns.image_id && !(await repos.orgEditing.imageExists(columns.image_id))) {
        throw new BadRequestError(ORG_EDIT_MESSAGES.imageUnknown, 'body.image');
      }
      await repos.orgEditing.update(orgId, columns, deps.now());
      return deps.orgs.afterChange(orgId, caller);
    },
  };
}

export type OrgEditingService = ReturnType<typeof createOrgEditingService>;
