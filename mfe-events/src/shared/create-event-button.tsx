import type { ReactNode } from 'react';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { paths } from './paths';
import { LABELS } from './labels';

/**
 * Starts creating an event (the events page's plus button, Home's 'Create event'). Spec: creating
 * needs a signed-in user; an anonymous visitor goes to Signup and comes back afterwards.
 */
export function CreateEventButton({ children, className }: { children?: ReactNode; className?: string }) {
  const platform = usePlatform();
  const user = useSessionUser();
  const onClick = () => {
    if (user) platform.navigate(paths.createEvent());
    else platform.requireLogin(paths.createEvent(), 'signup');
  };
  return (
    <button
      type="button"
      className={className ?? 'cy-button cy-button--accent'}
      onClick={onClick}
      aria-label={children ? undefined : LABELS.createEvent}
      title={children ? undefined : LABELS.createEvent}
    >
      {children ?? <span aria-hidden="true">+</span>}
    </button>
  );
}
