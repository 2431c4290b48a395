import { orgIdsParam, parseOrgIds, toggleOrgId } from './org-filter-ids';

describe('the organization filter in the address', () => {
  it('reads ids, dropping what is not one and repeats', () => {
    expect(parseOrgIds('3,7,x,-1,0,3,2.5')).toEqual([3, 7]);
    expect(parseOrgIds(null)).toEqual([]);
    expect(parseOrgIds('')).toEqual([]);
  });

  it('toggles one id in and out', () => {
    expect(toggleOrgId([3], 7)).toEqual([3, 7]);
    expect(toggleOrgId([3, 7], 3)).toEqual([7]);
  });

  it('writes nothing for no choice', () => {
    expect(orgIdsParam([])).toBeNull();
    expect(orgIdsParam([3, 7])).toBe('3,7');
  });
});
