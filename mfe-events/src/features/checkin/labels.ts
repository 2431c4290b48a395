import { CHECKIN } from '@cypher/contracts/texts';

// The check-in page's labels, apart from ../../shared/labels.ts so that the pages that show
// events do not download them.
export const CHECKIN_LABELS = {
  ...CHECKIN,
  backToEvent: 'Back to the event',
  paidByCard: 'Paid by card',
  paidCash: 'Paid cash at the door',
  noTicket: 'No ticket',
  nobody: 'Nobody matches this search',
  noTickets: 'Nobody has a ticket yet',
  scan: 'Scan a ticket',
  stopScan: 'Stop scanning',
  scanHint: 'Point the camera at the QR code of a ticket.',
  scanNoCamera: 'The camera cannot be used here. Search the dancer by name instead.',
  scanUnknown: 'This QR code is not a ticket of this event.',
  scanFound: (name: string) => `Found ${name}`,
  wait: 'One check-in every 5 seconds',
  pending: 'Pending sync',
  offlineQueue: (count: number) => `${count} check-in${count === 1 ? '' : 's'} waiting for the connection`,
} as const;
