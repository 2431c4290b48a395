// Google sign-in returns to `/auth/complete#token=…&redirect=…` (docs/engineering.md "Identity").
// Pure helpers: what the fragment says, and where the dancer goes once signed in.
import type { SessionUser } from '@cypher/contracts';
import { signInRedirect } from '@cypher/contracts/rules';
import { completeProfilePath, hasDancerName } from '../routing/guard-redirect.js';

export interface AuthFragment {
  token: string | null;
  redirect: string | null;
  /** The API's reason when the provider refused (shown as the error toast). */
  error: string | null;
}

export function parseAuthFragment(hash: string): AuthFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    token: params.get('token')?.trim() || null,
    redirect: params.get('redirect') || null,
    error: params.get('error') || null,
  };
}

/**
 * Spec §4 "Sign-in": the redirect (a path of this site that is not a sign-in page, checked by the
 * contracts' `signInRedirect`) or Home; a user without a dancer name finishes the profile first. */
export function afterSignInPath(user: SessionUser, redirect: string | null): string {
  const target = signInRedirect(redirect);
  if (!hasDancerName(user)) return completeProfilePath(target ?? '/');
  return target ?? '/';
}

/** Back to Login after a failed return, keeping where the visitor was going. */
export function loginPath(redirect: string | null): string {
  const target = signInRedirect(redirect);
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
