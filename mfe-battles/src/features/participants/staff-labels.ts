/**
 * Labels of what event staff do with who takes part (admin registration, CSV, actions on a
 * dancer and their confirmations): in the staff chunks only, never in a visitor's download.
 */
export const STAFF_LABELS = {
  registerDancers: 'Register dancers',
  searchDancers: 'Search dancers',
  dancers: 'Dancers',
  submit: 'Submit',
  alreadyRegistered: 'Registered',
  noDancerFound: 'No dancer found',
  downloadCsv: 'Download CSV',
  memberActionTitle: { accept: 'Accept', decline: 'Decline', unregister: 'Unregister', checkIn: 'Check in', uncheck: 'Un-check' },
  confirmMember: {
    accept: (name: string) => `Accept ${name} into the crew?`,
    decline: (name: string) => `Decline ${name}? They leave the crew.`,
    unregister: (name: string) => `Unregister ${name} from this battle?`,
    checkIn: (name: string) => `Check ${name} in? They get their battle number.`,
    uncheck: (name: string) => `Un-check ${name}? Their battle number is cleared.`,
  },
} as const;
