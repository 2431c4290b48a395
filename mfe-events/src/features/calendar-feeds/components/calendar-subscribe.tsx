import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CALENDAR_APPS_ANCHOR, routes } from '@cypher/contracts';
import { ConfirmDialog, usePlatform, useSessionUser } from '@cypher/contracts/react';
import { FEEDS_LABELS } from '../labels';
import { useCalendarLink } from '../api/use-calendar-link';
import { feedAddresses } from '../feed-address';

function FeedAddress({ label, apiUrl }: { label: string; apiUrl: string }) {
  const { toast } = usePlatform();
  const { https, webcal } = feedAddresses(apiUrl, window.location.href);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(https);
      toast(FEEDS_LABELS.copied);
    } catch {
      toast(FEEDS_LABELS.copyFailed, 'error');
    }
  };
  return (
    <div className="ev-feeds__address">
      <input className="cy-input" readOnly value={https} aria-label={label} onFocus={(event) => event.target.select()} />
      <button type="button" className="cy-button cy-button--ghost" onClick={copy}>
        {FEEDS_LABELS.copy}
      </button>
      <a className="cy-button" href={webcal}>
        {FEEDS_LABELS.subscribe}
      </a>
    </div>
  );
}

/**
 * The signed-in dancer's own feed: asked for on demand, with a reset that retires the old address.
 * `asked`: the dancer came for it (the link on their profile), so it is fetched at once.
 */
function MyFeed({ asked }: { asked: boolean }) {
  const { api } = usePlatform();
  const { token, busy, load, reset } = useCalendarLink();
  const loadOnArrival = useRef(asked);
  useEffect(() => {
    if (!loadOnArrival.current) return;
    loadOnArrival.current = false;
    void load();
  }, [load]);
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  // Fetched on arrival: once the address is here, its whole block comes into view too.
  useEffect(() => {
    if (asked && token) resetButton.current?.scrollIntoView?.({ block: 'nearest' });
  }, [asked, token]);
  if (!token)
    return (
      <button type="button" className="cy-button cy-button--ghost" disabled={busy} onClick={load}>
        {FEEDS_LABELS.showMine}
      </button>
    );
  return (
    <>
      <FeedAddress label={FEEDS_LABELS.mine} apiUrl={api.url(routes.events.dancerCalendarFeed, { params: { token } })} />
      <p className="cy-muted ev-feeds__hint">{FEEDS_LABELS.mineHint}</p>
      <button
        ref={resetButton}
        type="button"
        className="cy-button cy-button--ghost"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {FEEDS_LABELS.reset}
      </button>
      {confirming ? (
        <ConfirmDialog
          text={FEEDS_LABELS.resetConfirm}
          confirmLabel={FEEDS_LABELS.reset}
          onConfirm={async () => {
            setConfirming(false);
            if (await reset()) resetButton.current?.focus();
          }}
          onCancel={() => {
            setConfirming(false);
            resetButton.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * iCalendar feeds calendar apps subscribe to: the events shown here (every organization, or the
 * ones chosen in the filter), and a signed-in dancer's own events (a secret address, since calendar
 * apps call without the session).
 */
export function CalendarSubscribe({ orgIds }: { orgIds: string | undefined }) {
  const { api, host } = usePlatform();
  const user = useSessionUser();
  const publicFeed = api.url(routes.events.calendarFeed, { query: orgIds ? { o: orgIds } : {} });
  // Arriving at #calendar-apps (a dancer's profile links here): the section comes into view.
  const asked = useLocation().hash === `#${CALENDAR_APPS_ANCHOR}`;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked) section.current?.scrollIntoView?.({ block: 'start' });
  }, [asked]);
  return (
    <section ref={section} id={CALENDAR_APPS_ANCHOR} className="ev-feeds" aria-labelledby="ev-feeds-title">
      <h2 id="ev-feeds-title" className="cy-heading">
        {FEEDS_LABELS.title}
      </h2>
      <h3 className="ev-feeds__label">{orgIds ? FEEDS_LABELS.chosenOrgs : FEEDS_LABELS.all}</h3>
      <FeedAddress label={orgIds ? FEEDS_LABELS.chosenOrgs : FEEDS_LABELS.all} apiUrl={publicFeed} />
      {user && host !== 'embed' ? (
        <>
          <h3 className="ev-feeds__label">{FEEDS_LABELS.mine}</h3>
          <MyFeed asked={asked} />
        </>
      ) : null}
    </section>
  );
}
