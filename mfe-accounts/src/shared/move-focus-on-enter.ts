import type { KeyboardEvent, RefObject } from 'react';

/**
 * Spec: Enter in one field of the login and sign-up forms moves to the next instead of submitting.
 * Returns an onKeyDown handler for the field before `next`.
 */
export function moveFocusOnEnter(next: RefObject<HTMLInputElement | null>) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    next.current?.focus();
  };
}
