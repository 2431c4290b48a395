import type { Attendee } from '@cypher/contracts';

/** Spec: the search is trimmed and case-insensitive, over the dancer name and the e-mail. */
export function matchAttendees(attendees: Attendee[], typed: string): Attendee[] {
  const keyword = typed.trim().toLowerCase();
  if (!keyword) return attendees;
  return attendees.filter(
    (attendee) => attendee.dancerName.toLowerCase().includes(keyword) || (attendee.email ?? '').toLowerCase().includes(keyword),
  );
}

/** 'X/Y checked in'. */
export function checkedInCounts(attendees: Attendee[]): { checkedIn: number; total: number } {
  return { checkedIn: attendees.filter((attendee) => attendee.checkedIn).length, total: attendees.length };
}

/** What a row offers: the 'Checked-in' label, 'Pay & Check-In' (cash at the door, unpaid), 'Check-In', or nothing. */
export function rowAction(attendee: Attendee): 'checkedIn' | 'payAndCheckIn' | 'checkIn' | 'none' {
  if (attendee.checkedIn) return 'checkedIn';
  if (attendee.payment === 'cash_pending') return 'payAndCheckIn';
  return attendee.hasTicket ? 'checkIn' : 'none';
}
