import type { Battle } from '@cypher/contracts';

// The battles area's tests build on the kit's battle fixture (a classic 3 vs 3 "Crew Clash" at
// "Winter Jam"); the names below are the ones its tests read best with.
export { fakeBattle as battle, fakeBattleDancer as dancer, fakeCrew as crew } from '@cypher/contracts/testing';

/** The caller's permissions with the register button shown and enabled unless told otherwise. */
export function openPermissions(extra: Partial<Battle['permissions']> = {}): Battle['permissions'] {
  return {
    registered: false,
    waitlisted: false,
    registerButtonVisible: true,
    registerButtonEnabled: true,
    registerButtonDisableReason: null,
    showAgreement: false,
    showWaiver: false,
    ...extra,
  };
}

/** The battle's event as its editor (organizer or admin) sees it: staff and editor. */
export const editorEvent: Battle['event'] = {
  id: 4,
  title: 'Winter Jam',
  period: 'future',
  canEdit: true,
  isStaff: true,
  excludedUserIds: [],
};
