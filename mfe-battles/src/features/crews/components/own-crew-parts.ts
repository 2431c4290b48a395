// What a signed-in dancer of a crew battle sees of their crew: the register card's crew buttons or
// crew, invitations and their requests to join. One chunk, fetched on demand through ../own-crew-parts.ts.
export { CrewRegistration } from './crew-registration';
export { InvitationsPanel } from './invitations-panel';
export { OwnJoinRequests } from './own-join-requests';
