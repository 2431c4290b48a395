/**
 * Labels of a dancer's crew (invitations, requests to join, their crew in the register card), of
 * the crew forms and of a crew's modals: drawn for signed-in dancers of a crew battle and for
 * staff, in chunks of their own, so a visitor's first screen does not download them.
 */
export const CREW_LABELS = {
  invitations: 'Invitations',
  yourJoinRequests: 'Your requests to join',
  waitingForCrew: 'Waiting for the crew to accept you',
  withdrawRequest: 'Withdraw request',
  withdrawRequestFrom: (crewName: string) => `Withdraw request to join ${crewName}`,
  joinRequests: 'Requests to join',
  asksToJoin: (name: string) => `${name} asks to join`,
  askedToJoin: 'Asked to join',
  accept: 'Accept',
  decline: 'Decline',
  join: 'Join',
  joinCrew: (name: string) => `Join ${name}`,
  memberCount: (n: number) => (n === 1 ? '1 dancer' : `${n} dancers`),
  crewRegistered: (name: string) => `You are registered with ${name}`,
  crewWaitlisted: (name: string) => `${name} is on the waitlist`,
  crewOnWaitlist: 'This crew is on the waitlist',
  editCrew: 'Edit crew',
  unregisterCrew: 'Unregister crew',
  unregisterCrewConfirm: (name: string) => `Unregister ${name} from this battle?`,
  addDancers: 'Add dancers',
  chosenDancers: 'Dancers in the crew',
  spotsLeft: (n: number) => (n === 0 ? 'The crew is full' : n === 1 ? '1 more dancer can join' : `${n} more dancers can join`),
  noLimit: 'Any number of dancers can join',
  inviteesSign: 'The dancers you add are invited: each signs the agreement and the waiver when they accept.',
  invited: 'Invited',
  remove: 'Remove',
  removeDancer: (name: string) => `Remove ${name}`,
} as const;
