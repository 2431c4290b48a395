import { BATTLE_HEADING } from './battle-heading.js';

export const BATTLES = {
  tabs: BATTLE_HEADING.tabs,
  registerNewCrew: 'Register new crew',
  joinExistingCrew: 'Join existing crew',
  checkInCap: (limit: number) => `Check-in cap: ${limit}`,
  registrationCap: (limit: number) => `Registration cap: ${limit}`,
  crewName: 'Crew name*',
  registerCrew: 'Register Crew',
  saveEdits: 'Save edits',
  cancel: 'Cancel',
  emptyCrewConfirm: "Looks like you didn't add anyone to your crew, if you are sure and want to continue, click OK",
  confirmTitles: { unregister: 'Unregister', decline: 'Decline', uncheck: 'Un-check' },
  addResults: 'Add Results',
  addPlace: (title: string) => `Add ${title}`,
  addTop: (n: number) => `Add top ${n}`,
  save: 'Save',
  unlimited: BATTLE_HEADING.unlimited,
  placeLabels: { 1: '1st Place', 2: '2nd Place', 4: 'Top 4', 8: 'Top 8', 16: 'Top 16', 32: 'Top 32' } as Record<number, string>,
} as const;

/** Header-bell notifications about battles; each links to the battle page (`/battle/{id}`). */
export const BATTLE_NOTIFICATIONS = {
  invited: (crewName: string, battleTitle: string) => `You are invited to crew ${crewName} in ${battleTitle}`,
  joinRequested: (dancerName: string, crewName: string) => `${dancerName} asks to join ${crewName}`,
  accepted: (dancerName: string, crewName: string) => `${dancerName} accepted and is now in ${crewName}`,
  confirmed: (crewName: string, battleTitle: string) => `You are confirmed in ${crewName} for ${battleTitle}`,
  declined: (crewName: string, battleTitle: string) => `You were removed from ${crewName} in ${battleTitle}`,
  promoted: (battleTitle: string) => `A spot opened: you are off the waitlist and registered in ${battleTitle}`,
  results: (battleTitle: string, placeLabel: string) => `Results of ${battleTitle}: ${placeLabel}`,
} as const;
