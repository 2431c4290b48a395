import type { TestContext } from './test-app.js';

/**
 * Role × action matrices (the battles, prelims and brackets permission tests): each action is one
 * call; `expect` says what each role gets. One test per cell, built with `matrixCells`.
 */
export interface MatrixAction<Role extends string, Stage> {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (s: Stage) => string;
  body?: (s: Stage) => Promise<object> | object;
  expect: Record<Role, number>;
}

/** Signed out (401), refused (403), in conflict with the battle's state (409). */
export const SIGNED_OUT = 401;
export const REFUSED = 403;
export const CONFLICT = 409;

/** Every cell as `it.each` rows: action name, role, expected status, the action. */
export function matrixCells<Role extends string, Action extends { name: string; expect: Record<Role, number> }>(
  actions: Action[],
  roles: Role[],
) {
  return actions.flatMap((action) => roles.map((role) => [action.name, role, action.expect[role], action] as const));
}

/**
 * Makes the action's call as a caller (`auth` null: signed out) and checks the status; a failure
 * shows the refusal's message beside the status.
 */
export async function expectCell<Stage>(
  ctx: TestContext,
  action: Pick<MatrixAction<string, Stage>, 'method' | 'path' | 'body'>,
  s: Stage,
  auth: Record<string, string> | null,
  status: number,
): Promise<void> {
  let req = ctx.api()[action.method](action.path(s));
  if (auth) req = req.set(auth);
  const res = await (action.body ? req.send(await action.body(s)) : req);
  expect({ status: res.status, error: res.status >= 400 ? res.body.error?.message : undefined }).toMatchObject({ status });
}
