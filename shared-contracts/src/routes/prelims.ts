import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Id, IdParams, Keyword, shape } from '../schemas/common.js';
import { GoneInput, JudgmentInput, PrelimsResult } from '../schemas/prelims.js';
import { CreateGroupsInput, MoveInput } from '../schemas/battle-input.js';

export const PrelimsSort = Type.Union([
  Type.Literal('points-asc'),
  Type.Literal('points-desc'),
  Type.Literal('name-asc'),
  Type.Literal('name-desc'),
  Type.Literal('number-asc'),
  Type.Literal('number-desc'),
]);

/**
 * `sb` orders the entries (default points-desc: unscored last, ties by assigned number);
 * `k` searches dancer or crew names (case-insensitive); `group` keeps one group's entries.
 * The groups list is always whole.
 */
export const PrelimsQuery = shape({ sb: Type.Optional(PrelimsSort), k: Type.Optional(Keyword), group: Type.Optional(Id) });

/** Every prelims call answers the whole preliminaries state. */
export const prelimsRoutes = {
  get: defineRoute({
    name: 'prelims.get',
    method: 'GET',
    path: '/battles/:id/prelims',
    summary: 'Preliminaries: scored entries, groups and the caller’s prelims permissions',
    access: 'public',
    params: IdParams,
    query: PrelimsQuery,
    response: PrelimsResult,
  }),
  judge: defineRoute({
    name: 'prelims.judge',
    method: 'POST',
    path: '/battles/:id/prelims',
    summary: 'A judge saves scores (1 to 10 with an optional half point)',
    access: 'signedIn',
    params: IdParams,
    body: Type.Array(JudgmentInput, { minItems: 1, maxItems: 200 }),
    response: PrelimsResult,
  }),
  gone: defineRoute({
    name: 'prelims.gone',
    method: 'POST',
    path: '/battles/:id/prelims/gone/:participantId',
    summary:
      'Mark a dancer or crew as gone ({ gone: true }) or back ({ gone: false }): a set, so a replayed write lands the same. Without `gone` (old clients) it toggles',
    access: 'signedIn',
    params: shape({ id: Id, participantId: Id }),
    body: GoneInput,
    response: PrelimsResult,
  }),
  finish: defineRoute({
    name: 'prelims.finish',
    method: 'POST',
    path: '/battles/:id/prelims/finish',
    summary: "'Add to bracket': finish preliminaries and build the brackets",
    access: 'signedIn',
    params: IdParams,
    response: PrelimsResult,
  }),
  reshuffle: defineRoute({
    name: 'prelims.reshuffle',
    method: 'POST',
    path: '/battles/:id/reshuffle',
    summary: "'Randomize' the assigned numbers",
    access: 'signedIn',
    params: IdParams,
    response: PrelimsResult,
  }),
  createGroups: defineRoute({
    name: 'prelims.createGroups',
    method: 'POST',
    path: '/battles/:id/prelims/create-groups',
    summary: 'Split checked-in entries into groups at random (amount 0 removes groups)',
    access: 'signedIn',
    params: IdParams,
    body: CreateGroupsInput,
    response: PrelimsResult,
  }),
  move: defineRoute({
    name: 'prelims.move',
    method: 'POST',
    path: '/battles/:id/prelims/:groupA/move/:groupB',
    summary: 'Move a dancer or crew from group A to group B',
    access: 'signedIn',
    params: shape({ id: Id, groupA: Id, groupB: Id }),
    body: MoveInput,
    response: PrelimsResult,
  }),
};
