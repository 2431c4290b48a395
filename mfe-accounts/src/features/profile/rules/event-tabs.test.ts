import { visibleEventTabs } from './event-tabs';

const counts = { now: 0, past: 3, future: 1, draft: 2 };

test('keeps only tabs with events, in the spec order', () => {
  expect(visibleEventTabs(counts, false)).toEqual(['past', 'future']);
});

test('drafts only for the owner', () => {
  expect(visibleEventTabs(counts, true)).toEqual(['past', 'future', 'draft']);
  expect(visibleEventTabs({ now: 0, past: 0, future: 0, draft: 4 }, false)).toEqual([]);
});

test('no counts yet means no tabs', () => {
  expect(visibleEventTabs(null, true)).toEqual([]);
});
