import { crewEntry, soloEntry } from '../../test/prelims-fixtures';
import { bracketReadiness, sameScoreIds } from './bracket-readiness';
import { judgingRounds, judgmentsToSave, hasScoredEveryRound } from './judging';
import { defaultOrder, orderEntries, searchEntries } from './order-entries';
import { formatAverage, isGreyed, isOwnEntry, showsPassColour } from './row-look';
import { prelimsViewMode } from './view-mode';

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('order and search', () => {
  const ana = soloEntry(3, 'Ana', [[90, 8]]);
  const bo = soloEntry(1, 'bo', [[90, 9.5]]);
  const cid = soloEntry(2, 'Cid', [], { randId: null });
  const dee = soloEntry(4, 'Dee', [[90, 8]]);

  it('orders by points with unscored rows last either way and ties by name', () => {
    expect(names(orderEntries([ana, bo, cid, dee], { field: 'points', direction: 'desc' }))).toEqual(['bo', 'Ana', 'Dee', 'Cid']);
    expect(names(orderEntries([ana, bo, cid, dee], { field: 'points', direction: 'asc' }))).toEqual(['Ana', 'Dee', 'bo', 'Cid']);
  });

  it('orders by name case-insensitively and by assigned number, numberless last', () => {
    expect(names(orderEntries([cid, bo, ana], { field: 'name', direction: 'asc' }))).toEqual(['Ana', 'bo', 'Cid']);
    expect(names(orderEntries([cid, bo, ana], { field: 'name', direction: 'desc' }))).toEqual(['Cid', 'bo', 'Ana']);
    expect(names(orderEntries([ana, cid, bo], { field: 'number', direction: 'asc' }))).toEqual(['bo', 'Ana', 'Cid']);
  });

  it('opens by points for everyone but judges, who get the assigned numbers in order', () => {
    expect(defaultOrder(false)).toEqual({ field: 'points', direction: 'desc' });
    expect(defaultOrder(true)).toEqual({ field: 'number', direction: 'asc' });
  });

  it('searches dancer and crew names, crews by their dancers too, within a group', () => {
    const crew = crewEntry(7, 'Rock Steady', [{ id: 70, dancerName: 'Crazy Legs' }], { 1: [] }, { group: 5 });
    expect(names(searchEntries([ana, bo, crew], '  ANA '))).toEqual(['Ana']);
    expect(names(searchEntries([ana, crew], 'legs'))).toEqual(['Rock Steady']);
    expect(names(searchEntries([ana, crew], '', 5))).toEqual(['Rock Steady']);
    expect(names(searchEntries([ana, crew], 'ana', 5))).toEqual([]);
  });
});

describe('bracket readiness', () => {
  it('is ready when everyone still in has points and someone passed, sameScore when tied, else pending', () => {
    const passed = soloEntry(1, 'A', [[9, 8]], { passStatus: 'passed' });
    const missedCut = soloEntry(2, 'B', [[9, 6]]);
    const gone = soloEntry(3, 'C', [], { isGone: true });
    expect(bracketReadiness([passed, missedCut, gone])).toBe('ready');
    expect(bracketReadiness([passed, soloEntry(4, 'D')])).toBe('pending');
    expect(bracketReadiness([passed, soloEntry(5, 'E', [], { pointsAverage: 0 })])).toBe('pending');
    expect(bracketReadiness([passed, gone])).toBe('pending');
    const tied = soloEntry(6, 'F', [[9, 7]], { passStatus: 'sameScore' });
    expect(bracketReadiness([passed, tied])).toBe('sameScore');
    expect(sameScoreIds([passed, tied, soloEntry(7, 'G', [], { passStatus: 'sameScore', isGone: true })])).toEqual([6]);
    expect(bracketReadiness([])).toBe('pending');
  });
});

describe('what a judge saves', () => {
  it('solo: a first score is new, a change is an edit, clearing sends 0, nothing unchanged', () => {
    const fresh = soloEntry(1, 'A');
    expect(judgmentsToSave(fresh, 'solo', { 0: 7.5 }, 9)).toEqual([{ userId: 1, points: 7.5, mode: 'new', round: 0 }]);
    expect(judgmentsToSave(fresh, 'solo', { 0: null }, 9)).toEqual([]);
    const scored = soloEntry(1, 'A', [[9, 7]]);
    expect(judgmentsToSave(scored, 'solo', { 0: 8 }, 9)).toEqual([{ userId: 1, points: 8, mode: 'edit', round: 0 }]);
    expect(judgmentsToSave(scored, 'solo', { 0: null }, 9)).toEqual([{ userId: 1, points: 0, mode: 'edit', round: 0 }]);
    expect(judgmentsToSave(scored, 'solo', { 0: 7 }, 9)).toEqual([]);
  });

  it('crews: only rounds with points or an earlier judgment, keyed by the crew', () => {
    const crew = crewEntry(4, 'Crew', [], { 1: [[9, 6]], 2: [], 3: [[8, 7]] });
    expect(judgmentsToSave(crew, 'crews', { 1: 6, 2: 8, 3: null }, 9)).toEqual([{ crewId: 4, points: 8, mode: 'new', round: 2 }]);
    // All cleared: only the round this judge had scored goes (as 0).
    expect(judgmentsToSave(crew, 'crews', { 1: null, 2: null, 3: null }, 9)).toEqual([
      { crewId: 4, points: 0, mode: 'edit', round: 1 },
    ]);
    expect(hasScoredEveryRound(crew, [1, 2, 3], 9)).toBe(false);
    expect(judgingRounds({ kind: 'crews', rounds: 3 })).toEqual([1, 2, 3]);
    expect(judgingRounds({ kind: 'solo', rounds: 1 })).toEqual([0]);
  });
});

describe('row looks', () => {
  const promoted = soloEntry(1, 'A', [], { isPromoted: true });
  const gone = soloEntry(2, 'B', [], { isGone: true });
  const plain = soloEntry(3, 'C');

  it('greys promoted and gone rows during prelims, and the rows not promoted after', () => {
    expect([promoted, gone, plain].map((entry) => isGreyed(entry, 'prelims'))).toEqual([true, true, false]);
    expect([promoted, gone, plain].map((entry) => isGreyed(entry, 'prelims-finished'))).toEqual([false, true, true]);
    expect(isGreyed(plain, 'brackets')).toBe(true);
  });

  it('shows the pass colour to editors, to a judge who scored the row, and on promoted rows', () => {
    expect(showsPassColour(plain, { isEditor: true, hasScored: false })).toBe(true);
    expect(showsPassColour(plain, { isEditor: false, hasScored: true })).toBe(true);
    expect(showsPassColour(promoted, { isEditor: false, hasScored: false })).toBe(true);
    expect(showsPassColour(plain, { isEditor: false, hasScored: false })).toBe(false);
  });

  it('knows the caller’s own row and formats averages', () => {
    const crew = crewEntry(5, 'Crew', [{ id: 50, dancerName: 'Me' }]);
    expect(isOwnEntry(plain, 'solo', 3)).toBe(true);
    expect(isOwnEntry(crew, 'crews', 50)).toBe(true);
    expect(isOwnEntry(crew, 'crews', 5)).toBe(false);
    expect(isOwnEntry(plain, 'solo', null)).toBe(false);
    expect([formatAverage(null, '-'), formatAverage(7.25, '-'), formatAverage(8.333333, '-'), formatAverage(9, '-')]).toEqual([
      '-',
      '7.25',
      '8.33',
      '9',
    ]);
  });

  it('forces the list with fewer than two groups, groups by default otherwise', () => {
    expect(prelimsViewMode('groups', 1)).toBe('list');
    expect(prelimsViewMode(null, 3)).toBe('groups');
    expect(prelimsViewMode('list', 3)).toBe('list');
    expect(prelimsViewMode('nonsense', 2)).toBe('groups');
  });
});
