import { EVENTS } from '@cypher/contracts/texts';

// The event page's own words, apart from ../../shared/labels.ts so that the lists of events do not
// download them.
export const EVENT_LABELS = {
  // Quoted by the spec
  visitWebsite: EVENTS.visitWebsite,
  infoModalTitle: EVENTS.infoModalTitle,
  whoIsGoing: EVENTS.whoIsGoing,
  whoWent: EVENTS.whoWent,
  viewAll: EVENTS.viewAll,
  ticketsAndCheckins: EVENTS.ticketsAndCheckins,
  checkedIn: EVENTS.checkedIn,
  viewTicket: EVENTS.viewTicket,
  staffRoles: EVENTS.staff,

  // The app's own labels
  backToEvents: 'All events',
  date: 'Date',
  time: 'Time',
  address: 'Address',
  price: 'Price',
  website: 'Website',
  battles: 'Battles',
  description: 'Description',
  infoModalText: 'We sent you an e-mail with your QR code and a short how-to guide for running your event on Cypher.',
  edit: 'Edit',
  checkIn: 'Check in',
  checkInOnlyNow: 'Check-in opens when the event starts',
  share: 'Share',
  shareFacebook: 'Share on Facebook',
  shareTwitter: 'Share on Twitter',
  addToCalendar: 'Add to calendar',
  staff: 'Staff',
  media: 'Videos',
  going: (count: number) => `${count} ${count === 1 ? 'dancer' : 'dancers'}`,
  addStaff: (role: string) => `Add to ${role}`,
  removeStaff: (name: string, role: string) => `Remove ${name} from ${role}`,
  register: 'Register',
  registered: 'Registered',
  full: 'Full',
  ticket: 'Your ticket',
  ticketHint: 'Show this code at the door.',
  ticketFees: (amount: string) => `Fees ${amount}`,
  ticketTaxes: (amount: string) => `Taxes ${amount}`,
  qrAlt: 'QR code of your ticket',
  timeZoneNote: (zone: string) => `Times are in the event's time zone (${zone}).`,
} as const;
