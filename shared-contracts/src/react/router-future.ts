/**
 * react-router 6 with the behaviour of 7 switched on, for every router Cypher creates (the shell's,
 * each parcel's, the tests'): relative links inside splat routes resolve as in 7, and navigations
 * run in transitions. We stay on 6 because its router is a third of 7's weight in every page.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
