// The spec's "shared session state": one atom per piece, all in the shell's jotai store.
import { atom } from 'jotai';
import type { SessionUser } from '@cypher/contracts';

/** The signed-in dancer; null while signed out (identity arrives with the sign-in work). */
export const userAtom = atom<SessionUser | null>(null);
/** The user record being edited before it is saved (profile settings, onboarding). */
export const userForChangeAtom = atom<SessionUser | null>(null);
/** The identity provider's user (signed in with the provider, maybe without a Cypher profile yet). */
export const providerUserAtom = atom<{ uid: string; email: string | null } | null>(null);

export type ToastKind = 'info' | 'error';
export interface ToastMessage {
  message: string;
  kind: ToastKind;
  /** Distinguishes two toasts with the same text so the 5 s timer restarts. */
  id: number;
}
export const toastAtom = atom<ToastMessage | null>(null);

/**
 * The not-found flag, holding the path it was raised on: the 404 page shows while the visitor stays
 * on that path, and a move elsewhere clears it without racing the new page's own notFound() call.
 */
export const notFoundAtom = atom<string | null>(null);

export const mobileMenuAtom = atom(false);
/** Set while the create-event flow runs (the events area blocks going back into /create-event). */
export const createEventFlowAtom = atom(false);
export const eventInfoModalAtom = atom(false);

/** The identity provider's current ID token, sent as the bearer of every API call. */
export const idTokenAtom = atom<string | null>(null);
