// Asks for cookie consent until it is given; 'Decline' only closes it for this visit.
import { useState } from 'react';
import { hasCookieConsent, recordCookieConsent } from './cookie-consent.js';
import { texts } from '../texts.js';

/** `consented`: what the composition server saw in the page's request; read from the cookie when
 *  the page did not say (reading document.cookie waits on the browser process: issue 7). */
export function CookieBanner({ consented }: { consented?: boolean }) {
  const [open, setOpen] = useState(() => !(consented ?? hasCookieConsent()));
  if (!open) return null;
  // The pressed button goes with the banner: the page's content takes the focus, not <body>.
  const close = () => {
    setOpen(false);
    document.getElementById('sh-content')?.focus({ preventScroll: true });
  };

  return (
    <section className="sh-cookie" role="dialog" aria-modal="false" aria-labelledby="sh-cookie-title">
      <h2 id="sh-cookie-title" className="sh-cookie__title">
        {texts.cookieTitle}
      </h2>
      <p className="sh-cookie__text">{texts.cookieText}</p>
      <div className="sh-cookie__actions">
        <button type="button" className="sh-button sh-button--ghost" onClick={close}>
          {texts.cookieDecline}
        </button>
        <button
          type="button"
          className="sh-button sh-button--accent"
          onClick={() => {
            recordCookieConsent();
            close();
          }}
        >
          {texts.cookieAllow}
        </button>
      </div>
    </section>
  );
}
