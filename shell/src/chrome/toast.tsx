// The shell's toast: one message at a time, cleared after 5 s; errors are styled apart.
import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { toastAtom } from '../state/session-atoms.js';
import { TOAST_DURATION_MS } from '@cypher/contracts';

export function Toast() {
  const [toast, setToast] = useAtom(toastAtom);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, setToast]);

  return (
    <div className="sh-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <p className={`sh-toast${toast.kind === 'error' ? ' sh-toast--error' : ''}`} key={toast.id}>
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
