import { useToasts, type ToastStore } from './toast-store.js';

/** The toasts of a host without the shell (the shell shows its own). */
export function ToastOutlet({ store }: { store: ToastStore }) {
  const toasts = useToasts(store);
  return (
    <div className="cy-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`cy-toast cy-toast--${t.kind}`}>
          {t.text}
        </p>
      ))}
    </div>
  );
}
