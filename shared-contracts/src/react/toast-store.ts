import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../constants.js';

export interface ToastMessage {
  id: number;
  text: string;
  kind: 'info' | 'error';
}

/** A small toast queue for hosts without the shell (partner embed, standalone dev pages). */
export function createToastStore(durationMs = TOAST_DURATION_MS) {
  let toasts: ToastMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    show(text: string, kind: 'info' | 'error' = 'info') {
      const toast = { id: nextId++, text, kind };
      toasts = [...toasts, toast];
      emit();
      setTimeout(() => {
        toasts = toasts.filter((t) => t.id !== toast.id);
        emit();
      }, durationMs);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export function useToasts(store: ToastStore): ToastMessage[] {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
