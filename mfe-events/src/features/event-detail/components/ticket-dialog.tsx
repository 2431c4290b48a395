import { useEffect, useState } from 'react';
import type { EventDetail } from '@cypher/contracts';
import { formatDollars } from '@cypher/contracts/rules';
import { usePlatform } from '@cypher/contracts/react';
import { Modal } from '../../../shared/modal';
import { EVENT_LABELS } from '../labels';
import { ticketCode } from '../ticket-code';

/** 'View ticket': the dancer's tickets with the QR code the door scans (the QR encoder loads now). */
export function TicketDialog({ event, userId, onClose }: { event: EventDetail; userId: number; onClose: () => void }) {
  const platform = usePlatform();
  const [svg, setSvg] = useState<string | null>(null);
  const code = ticketCode(platform, event.id, userId);

  useEffect(() => {
    let live = true;
    void import('qr').then(({ encodeQR }) => {
      if (live) setSvg(encodeQR(code, 'svg', { ecc: 'medium', border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <Modal title={EVENT_LABELS.ticket} onClose={onClose} className="ev-ticket">
      <p className="cy-muted">{event.title}</p>
      {svg ? (
        <img
          className="ev-ticket__qr"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
          alt={EVENT_LABELS.qrAlt}
          width={220}
          height={220}
        />
      ) : (
        <p className="cy-skeleton ev-ticket__qr" aria-busy="true" />
      )}
      <p className="cy-muted">{EVENT_LABELS.ticketHint}</p>
      <ul className="cy-list ev-ticket__lines">
        {event.tickets.map((ticket, index) => {
          // What the total holds beyond the tier's cost, where there is any.
          const parts = [
            ticket.ticketFees > 0 ? EVENT_LABELS.ticketFees(formatDollars(ticket.ticketFees)) : null,
            ticket.ticketTaxes > 0 ? EVENT_LABELS.ticketTaxes(formatDollars(ticket.ticketTaxes)) : null,
          ].filter(Boolean);
          return (
            <li key={index}>
              {ticket.title}: {formatDollars(ticket.ticketSum)}
              {parts.length ? <span className="cy-muted ev-ticket__parts">{parts.join(' · ')}</span> : null}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
