export const CHECKIN = {
  heading: 'Check people in',
  counter: (checkedIn: number, total: number) => `${checkedIn}/${total} checked in`,
  search: 'Search people',
  columns: { user: 'User', status: 'Status' },
  key: 'Key',
  checkIn: 'Check-In',
  checkedIn: 'Checked-in',
  payAndCheckIn: 'Pay & Check-In',
  /** The API's refusal outside the event's hours (spec: check-in only while the period is now). */
  closed: 'Check-in is open only while the event is happening',
  legend: {
    checkedIn: 'user paid and is checked in',
    checkIn: 'user has a ticket (bought, or given to staff) but has not checked in',
    card: 'paid by card',
    cash: 'paid cash at the door',
    payAndCheckIn: 'user chose to pay cash at the event and has not paid yet; admin may check them in after payment',
  },
} as const;
