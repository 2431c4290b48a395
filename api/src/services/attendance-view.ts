import type { Attendee, EventPeriod, EventStatus, PaymentMethod, TicketDisplay } from '@cypher/contracts';
import type { AttendanceRecord, AttendeeRecord } from '../repositories/attendances-repository.js';

/**
 * A place at an event is a ticket once it is paid, free or given to staff; 'Pay & Check-In'
 * (cash_pending) is a promise to pay at the door, not a ticket yet.
 */
export function holdsTicket(payment: PaymentMethod): boolean {
  return payment !== 'cash_pending';
}

/** 'View ticket': the tier's title and what the ticket costs with fees and taxes. */
export function toTicketDisplay(attendance: AttendanceRecord): TicketDisplay {
  return {
    title: attendance.tierTitle,
    ticketFees: attendance.tierFees,
    ticketTaxes: attendance.tierTaxes,
    ticketSum: attendance.tierCost + attendance.tierFees + attendance.tierTaxes,
  };
}

/** One row of the check-in page. */
export function toAttendee(record: AttendeeRecord): Attendee {
  const hasTicket = holdsTicket(record.payment);
  return {
    id: record.userId,
    dancerName: record.dancerName,
    avatar: record.avatar,
    email: record.email,
    checkedIn: record.checkedInAt !== null,
    checkedInAt: record.checkedInAt,
    hasTicket,
    payment: record.payment,
    tickets: record.tierId === null ? [] : [{ title: record.tierTitle, cost: record.tierCost }],
  };
}

/**
 * The caller's side of `permissions`: checked in, ticket, paying at the door, and whether the
 * check-in button shows (a published event that is not over, the caller not checked in yet;
 * signed-out visitors see it too and are sent to Signup).
 */
export function attendancePermissions(
  event: { status: EventStatus; period: EventPeriod | null },
  attendance: AttendanceRecord | null,
): { checkedIn: boolean; showCheckin: boolean; hasTicket: boolean; payAtDoor: boolean } {
  const checkedIn = attendance?.checkedInAt != null;
  const hasTicket = attendance !== null && holdsTicket(attendance.payment);
  return {
    checkedIn,
    showCheckin: event.status === 'published' && event.period !== null && event.period !== 'past' && !checkedIn,
    hasTicket,
    payAtDoor: attendance?.payment === 'cash_pending' && !checkedIn,
  };
}
