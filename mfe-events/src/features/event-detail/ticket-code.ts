import type { Platform } from '@cypher/contracts';
import { paths } from '../../shared/paths';
import { sitePageAddress } from '../../shared/site-address';

/**
 * What a ticket's QR code holds: the address of the event's check-in page with the dancer's id.
 * Staff scanning it on the check-in page find that dancer's row; a phone camera opening it sends
 * staff to the same page. It carries no secret: the staff still check the dancer in themselves.
 */
export function ticketCode(platform: Pick<Platform, 'siteUrl'>, eventId: number, userId: number): string {
  return sitePageAddress(platform, `${paths.checkin(eventId)}?dancer=${userId}`);
}

/**
 * The dancer id in a scanned code, when it is a ticket of this event.
 * @public for the check-in page's scanner (landing with the check-in page)
 */
export function dancerOfTicketCode(code: string, eventId: number): number | null {
  try {
    const url = new URL(code);
    if (url.pathname !== paths.checkin(eventId)) return null;
    const dancer = url.searchParams.get('dancer');
    return dancer && /^[1-9]\d*$/.test(dancer) ? Number(dancer) : null;
  } catch {
    return null;
  }
}
