// Home: the Cypher hero, then the events area's featured events (contained like any area).
// 'View events' / 'Create event' are the events area's (spec events.md "Home": creating sends a
// signed-out visitor to Signup with a redirect back); the hero does not repeat them.
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
        </div>
      </section>
      <div className="sh-home-widgets">
        <RemoteArea area="events" expose="home" compact />
      </div>
    </>
  );
}
