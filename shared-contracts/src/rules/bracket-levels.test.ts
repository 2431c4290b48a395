import { bracketLevelNames, defaultBracketLevels } from './bracket-levels.js';

describe('bracket levels', () => {
  it('names every level from the first to the Final', () => {
    expect(bracketLevelNames(32)).toEqual(['Top 32', 'Top 16', 'Top 8', 'Semi-final', 'Final']);
    expect(bracketLevelNames(16)).toEqual(['Top 16', 'Top 8', 'Semi-final', 'Final']);
    expect(bracketLevelNames(8)).toEqual(['Top 8', 'Semi-final', 'Final']);
    expect(bracketLevelNames(4)).toEqual(['Semi-final', 'Final']);
    expect(bracketLevelNames(2)).toEqual(['Final']);
  });

  it('refuses a size that is not offered', () => {
    expect(() => bracketLevelNames(6 as 8)).toThrow('Unsupported bracket size 6');
  });

  it('starts each level with one round', () => {
    expect(defaultBracketLevels(4)).toEqual([
      { name: 'Semi-final', rounds: 1 },
      { name: 'Final', rounds: 1 },
    ]);
  });
});
