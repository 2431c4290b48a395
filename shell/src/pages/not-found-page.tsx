import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { texts } from '../texts.js';

export function NotFoundPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the message so keyboard and screen-reader users learn the page is missing.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="sh-not-found" aria-labelledby="sh-not-found-title">
      <p className="sh-not-found__code">{texts.notFoundCode}</p>
      <h1 id="sh-not-found-title" className="sh-not-found__title" tabIndex={-1} ref={heading}>
        {texts.notFoundTitle}
      </h1>
      <p className="sh-not-found__text">{texts.notFoundText}</p>
      <Link className="sh-button sh-button--accent" to="/">
        {texts.backToHome}
      </Link>
    </section>
  );
}
