import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Attendee } from '@cypher/contracts';
import { SearchInput, usePlatform } from '@cypher/contracts/react';
import { useEvent } from '../features/event-detail/api/use-event';
import { dancerOfTicketCode } from '../features/event-detail/ticket-code';
import { AttendeeRow } from '../features/checkin/components/attendee-row';
import { CheckinLegend } from '../features/checkin/components/checkin-legend';
import { checkedInCounts, matchAttendees } from '../features/checkin/checkin-list';
import { checkInKey, useThrottledCheckIn } from '../features/checkin/use-throttled-check-in';
import { parseId } from '../shared/parse-id';
import { paths } from '../shared/paths';
import { LABELS } from '../shared/labels';
import { CHECKIN_LABELS } from '../features/checkin/labels';

/** The camera and its decoder load only when staff start scanning. */
const TicketScanner = lazy(() => import('../features/checkin/components/ticket-scanner'));

/**
 * /event/:id/checkin — 'Check people in': the attendees the API sends to those who may check
 * people in, searched by name or e-mail or found by scanning a ticket's QR code.
 */
export function CheckinPage() {
  const platform = usePlatform();
  const id = parseId(useParams().id);
  const [search] = useSearchParams();
  const { data: event, isLoading } = useEvent(id);
  const { checkIn, waiting, pending } = useThrottledCheckIn(id ?? 0);
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  // A ticket opened from its QR code (or scanned here) points at one dancer.
  const [found, setFound] = useState<number | null>(() => parseId(search.get('dancer') ?? undefined));
  const attendees = event?.attendees;
  const missing = id === null || (!isLoading && (!event || !attendees));

  useEffect(() => {
    if (missing) platform.notFound();
  }, [missing, platform]);

  if (!event || !attendees) {
    return <div className="cy-page">{isLoading ? <p aria-busy="true">{LABELS.loading}</p> : null}</div>;
  }

  const counts = checkedInCounts(attendees);
  const foundAttendee = attendees.find((attendee) => attendee.id === found);
  const shown = foundAttendee && !typed ? [foundAttendee] : matchAttendees(attendees, typed);
  const onCode = (code: string) => {
    const dancer = dancerOfTicketCode(code, event.id);
    const attendee = attendees.find((row) => row.id === dancer);
    if (!attendee) {
      platform.toast(CHECKIN_LABELS.scanUnknown, 'error');
      return;
    }
    setTyped('');
    setFound(attendee.id);
    platform.toast(CHECKIN_LABELS.scanFound(attendee.dancerName));
  };
  const onCheckIn = (attendee: Attendee) => void checkIn(attendee.id, attendee.dancerName);
  const pendingKeys = new Set(pending.map((write) => write.key));

  return (
    <div className="cy-page ev-checkin">
      <Link to={paths.event(event.id)} className="ev-back">
        ← {CHECKIN_LABELS.backToEvent}
      </Link>
      <header className="cy-page__header">
        <h1 className="cy-title">{CHECKIN_LABELS.heading}</h1>
        <p className="ev-checkin__counter" aria-live="polite">
          {CHECKIN_LABELS.counter(counts.checkedIn, counts.total)}
        </p>
      </header>
      <p className="cy-muted">{event.title || LABELS.untitled}</p>
      <div className="ev-checkin__tools">
        <SearchInput
          label={CHECKIN_LABELS.search}
          placeholder={CHECKIN_LABELS.search}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setFound(null);
          }}
        />
        <button type="button" className="cy-button" onClick={() => setScanning(!scanning)} aria-pressed={scanning}>
          {scanning ? CHECKIN_LABELS.stopScan : CHECKIN_LABELS.scan}
        </button>
      </div>
      {scanning ? (
        <Suspense fallback={<p className="cy-skeleton" aria-busy="true" />}>
          <TicketScanner onCode={onCode} />
        </Suspense>
      ) : null}
      <CheckinLegend />
      {waiting ? <p className="cy-muted ev-checkin__wait">{CHECKIN_LABELS.wait}</p> : null}
      {pending.length ? (
        <p className="ev-checkin__offline" role="status">
          {CHECKIN_LABELS.offlineQueue(pending.length)}
        </p>
      ) : null}
      {shown.length ? (
        <table className="ev-checkin__table">
          <thead>
            <tr>
              <th scope="col">{CHECKIN_LABELS.columns.user}</th>
              <th scope="col">{CHECKIN_LABELS.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((attendee) => (
              <AttendeeRow
                key={attendee.id}
                attendee={attendee}
                waiting={waiting}
                highlighted={attendee.id === found}
                pending={pendingKeys.has(checkInKey(event.id, attendee.id))}
                onCheckIn={onCheckIn}
              />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="cy-empty">{attendees.length === 0 ? CHECKIN_LABELS.noTickets : CHECKIN_LABELS.nobody}</p>
      )}
    </div>
  );
}
