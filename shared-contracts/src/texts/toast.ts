/** Success toasts by key; any other toast text is an error toast. */
export const TOAST = {
  changesSaved: 'Changes has been saved',
  ticketPurchased: 'Ticket has been purchased',
  emailReset: (email: string) => `Email has been sent to "${email}" with password reset instructions`,
  eventCreated: 'Event Created',
  movedParticipant: 'Move successful',
  bracketingIsReady: 'Ready for bracketing',
} as const;
