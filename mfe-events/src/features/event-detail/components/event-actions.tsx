import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventDetail } from '@cypher/contracts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { EVENT_LABELS } from '../labels';
import { useEventActions } from '../api/use-event-actions';

// Opened by a click on 'View ticket': the dialog (and the modal under it) is fetched then.
const TicketDialog = lazy(() => import('./ticket-dialog').then((module) => ({ default: module.TicketDialog })));

/**
 * Edit and 'Tickets and check-ins' for editors; the check-in button (enabled only while the event
 * is happening; signed out → Signup), 'Checked in' afterwards, and 'View ticket' with a ticket.
 */
export function EventActions({ event }: { event: EventDetail }) {
  const platform = usePlatform();
  const user = useSessionUser();
  const { checkIn } = useEventActions(event.id);
  const [busy, setBusy] = useState(false);
  const [ticketOpen, setTicketOpen] = useState(false);
  const { permissions } = event;
  const happening = event.period === 'now';

  const onCheckIn = async () => {
    if (!user) {
      platform.requireLogin(paths.event(event.id), 'signup');
      return;
    }
    setBusy(true);
    await checkIn();
    setBusy(false);
  };

  return (
    <div className="ev-actions">
      {permissions.canEdit ? (
        <Link className="cy-button" to={paths.createEventStep(event.id)}>
          {EVENT_LABELS.edit}
        </Link>
      ) : null}
      {permissions.canCheckIn ? (
        <Link className="cy-button" to={paths.checkin(event.id)}>
          {EVENT_LABELS.ticketsAndCheckins}
        </Link>
      ) : null}
      {permissions.checkedIn ? <span className="ev-checked-in">{EVENT_LABELS.checkedIn}</span> : null}
      {!permissions.checkedIn && permissions.showCheckin ? (
        <button
          type="button"
          className="cy-button cy-button--accent"
          onClick={() => void onCheckIn()}
          disabled={busy || !happening}
          title={happening ? undefined : EVENT_LABELS.checkInOnlyNow}
        >
          {EVENT_LABELS.checkIn}
        </button>
      ) : null}
      {permissions.hasTicket && user ? (
        <button type="button" className="cy-button cy-button--ghost" onClick={() => setTicketOpen(true)}>
          {EVENT_LABELS.viewTicket}
        </button>
      ) : null}
      {ticketOpen && user ? (
        <Suspense fallback={null}>
          <TicketDialog event={event} userId={user.id} onClose={() => setTicketOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
