import type { UserProfile } from '../schemas/user.js';
import { toSessionUser } from './session-user.js';

const me = (over: Partial<UserProfile>): UserProfile =>
  ({
    id: 5,
    dancerName: 'Ana Flow',
    avatar: null,
    isMain: true,
    aEmail: 'ana@example.test',
    organizations: [
      { id: 2, name: 'Bronx Breakers', image: null },
      { id: 3, name: 'Uprock Union', image: 7 },
    ],
    ...over,
  }) as UserProfile;

describe('toSessionUser', () => {
  it('marks each organization the profile runs, from the owner view’s runs', () => {
    expect(toSessionUser(me({ runs: [2] })).organizations).toEqual([
      { id: 2, name: 'Bronx Breakers', image: null, runs: true },
      { id: 3, name: 'Uprock Union', image: 7, runs: false },
    ]);
  });

  it('says nothing of running when the API did not (an older one), so an area lets the API decide', () => {
    expect(toSessionUser(me({})).organizations).toEqual([
      { id: 2, name: 'Bronx Breakers', image: null },
      { id: 3, name: 'Uprock Union', image: 7 },
    ]);
  });
});
