// @cypher/contracts/testing — test doubles (a fake platform with example users, a fake
// IntersectionObserver) and the standalone dev mount of a feature app. Tests and the development
// standalone pages import it; no production build does (ESLint refuses it outside those files), so
// none of it reaches a visitor's page.
export { createFakePlatform, fakeSessionUser, type FakePlatform, type FakeCall, type FakeAnswer } from './fake-platform.js';
export { FakeApiFailure, fakeApiFailure } from './fake-platform.js';
export { installFakeIntersectionObserver } from './fake-intersection-observer.js';
export { createStandaloneMount, DEV_SITE_BASE, type StandaloneMount } from './standalone-platform.js';
export { installFakeEventSource, type FakeEventSourceControl, type FakeEventSourceHandle } from './fake-event-source.js';
export { fakeBattle, fakeBattleDancer, fakeCrew } from './battle-fixtures.js';
export { fakeMemberCard } from './member-fixtures.js';
export { areaAt } from './area-at.js';
export { readIcal, type IcalComponent, type IcalProperty } from './ical-reader.js';
