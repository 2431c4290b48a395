import encodeQR from 'qr';
import { CHECKIN, EVENTS, SITE_PAGES } from '@cypher/contracts';
import type { OutgoingMail } from '../auth/mailer.js';

/**
 * The e-mail the event page's "We've emailed you some help" promises (spec, events): sent once to
 * whoever publishes an event. It carries the event's QR code (the event page's address, to print
 * for flyers and the door: dancers who scan it check themselves in there while the event is on)
 * and a short how-to guide naming the screens by the words they show.
 */
export function eventHelpMail(to: string, event: { id: number; title: string }, publicUrl: string): OutgoingMail {
  const link = `${publicUrl}${SITE_PAGES.event.link(event.id)}`;
  const checkin = `${publicUrl}${SITE_PAGES.checkin.link(event.id)}`;
  const title = event.title || 'Your event';
  // One line per paragraph: mail programs wrap it to the reader's screen.
  const text = [
    `${title} is published on Cypher:\n${link}`,
    "Attached is your event's QR code. It opens the event page: put it on your flyers and at the door.",
    'How to run your event on Cypher',
    '1. Share the event. Send its link or the QR code around: dancers get their tickets and register for your battles on the event page.',
    `2. Check people in at the door. Open "${EVENTS.ticketsAndCheckins}" on the event page, or go to ${checkin} — scan a dancer's ticket with the camera, or search by name, and press "${CHECKIN.checkIn}". "${CHECKIN.payAndCheckIn}" marks dancers who pay cash at the event: take the payment, then check them in.`,
    '3. Let dancers check themselves in. While the event is happening, the event page shows them a check-in button: the QR code at the door is all they need.',
    "4. Run the battles. Each battle has its own page, linked from the event page: registrations, the judges' prelims, the brackets and the results are kept there, and the crowd follows it live.",
    '5. Change anything with Edit on the event page; dancers see the changes there.',
    'You get this e-mail once, when the event is published.',
  ].join('\n\n');
  return {
    to,
    subject: `Your event is published: ${title}`,
    text,
    link,
    attachments: [
      { filename: `event-${event.id}-qr.gif`, contentType: 'image/gif', content: encodeQR(link, 'gif', { scale: 8 }) },
    ],
  };
}
