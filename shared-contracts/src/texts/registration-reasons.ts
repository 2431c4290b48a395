/**
 * Why the register button is disabled (`permissions.registerButtonDisableReason`) and what the API
 * answers when it refuses a registration or a crew member. The spec leaves these to the server;
 * `capReached` accompanies an enabled button: pressing it joins the waitlist.
 */
export const REGISTRATION_REASONS = {
  closed: 'Registration is closed',
  eventPast: 'This event has ended',
  capReached: 'The battle is full: registering puts you on the waitlist',
  notOrgMember: 'Only members of the organization can compete in this battle',
  memberNotOrgMember: (dancerName: string) => `${dancerName} is not a member of the organization`,
  judge: 'Judges cannot compete',
  memberIsJudge: (dancerName: string) => `${dancerName} judges this battle and cannot compete`,
  staff: 'Event organizers and admins cannot compete',
  memberIsStaff: (dancerName: string) => `${dancerName} runs this event and cannot compete`,
  alreadyRegistered: 'You are already registered',
  waitlisted: 'You are on the waitlist',
  invited: 'You are invited to a crew: accept or decline the invitation first',
  memberInAnotherCrew: (dancerName: string) => `${dancerName} is already in a crew of this battle`,
  memberRegistered: (dancerName: string) => `${dancerName} is already registered in this battle`,
  signAgreement: 'Sign the agreement to register',
  signWaiver: 'Sign the waiver to register',
  memberMustSign: (dancerName: string) => `${dancerName} has not signed the agreement and waiver`,
  crewBattle: 'This is a crew battle: register a crew',
  soloBattle: 'This is a 1 vs 1 battle: register as a dancer',
  tooManyMembers: (crewSize: number) => `A crew has at most ${crewSize} dancers`,
  notRegistered: 'You are not registered in this battle',
  noDocument: 'This battle has no such document to sign',
} as const;
