// The spec's "shared session state": one atom per piece, all in the shell's jotai store.
import { atom } from 'jotai';
import type { SessionUser } from '@cypher/contracts';

/** The signed-in account acting as one of its profiles (from GET /user); null while signed out. */
export const userAtom = atom<SessionUser | null>(null);
/**
 * True while the user of a stored token is being loaded at start: the navigation guard waits, so a
 * signed-in dancer reloading a login-only page is not bounced to Login.
 */
export const sessionLoadingAtom = atom(false);

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

/** The API's session token (kept in localStorage too), sent as the bearer of every API call. */
export const tokenAtom = atom<string | null>(null);
