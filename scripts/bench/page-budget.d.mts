// Types of page-budget.mjs for the TypeScript journeys that import it (e2e/helpers.ts is also
// type-checked by the feature apps, which do not read JavaScript).
export declare const BARE_HOST_KB: number;
export declare const GOAL_KB: number;
export declare const CEILING_KB: number;
export declare const BUDGET_ROUTES: string[];
export declare const FORBIDDEN_IN_PAGES: Array<{ what: string; signature: string }>;
export type RouteIds = Record<'battle' | 'sparring' | 'event' | 'organization' | 'profile', number>;
export declare function seededRouteIds(get: (path: string) => Promise<unknown>): Promise<RouteIds>;
export declare function fillRoute(pattern: string, ids: RouteIds): string;
