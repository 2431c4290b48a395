// Home: the Cypher hero, then the events area's featured events (contained like any area).
import { Link } from 'react-router-dom';
import { RemoteArea } from '../remotes/remote-area.js';
import { texts } from '../texts.js';

export function HomePage() {
  return (
    <>
      <section className="sh-hero" aria-labelledby="sh-hero-title">
        <div className="sh-hero__inner">
          <p className="sh-hero__eyebrow">{texts.appName}</p>
          <h1 id="sh-hero-title" className="sh-hero__title">
            {texts.heroTitle}
          </h1>
          <p className="sh-hero__tagline">{texts.heroTagline}</p>
          <div className="sh-hero__actions">
            <Link to="/events" className="sh-button sh-button--accent sh-button--large">
              {texts.viewEvents}
            </Link>
            <Link to="/create-event" className="sh-button sh-button--outline sh-button--large">
              {texts.createEvent}
            </Link>
          </div>
        </div>
      </section>
      <div className="sh-home-widgets">
        <RemoteArea area="events" expose="home" compact />
      </div>
    </>
  );
}
