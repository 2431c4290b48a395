// Open/close behaviour shared by the bell and the user menu: a button with aria-expanded opens a
// popup; Escape closes it and hands focus back to the button; a click outside, focus moving outside
// (Tab past its last item) or a new page closes it.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

export function usePopup() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const { pathname } = useLocation();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    // Left open once the keyboard had moved on, it covered the page, and Escape (handled on the
    // wrapper) no longer reached it.
    const onOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  // On the wrapper of button and popup. Stopping the event keeps the mobile menu (which also closes
  // on Escape) open: one Escape closes one layer.
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close(true);
    },
    [open, close],
  );

  return {
    open,
    close,
    popupId,
    containerProps: { ref: container, onKeyDown },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': popupId,
      onClick: () => setOpen((was) => !was),
    },
  };
}
