import type { ApiClient } from '../http/api-client.js';

export type SessionAuthProvider = 'password' | 'google' | 'firebase';

/** One of the account's dancer profiles, as the user menu's "Switch profiles" lists them. */
export interface SessionProfile {
  id: number;
  dancerName: string | null;
  avatar: number | null;
}

/**
 * The signed-in account acting as one of its profiles; null when signed out. `id` is the acting
 * profile (the one the caller-profile header names).
 */
export interface SessionUser {
  id: number;
  dancerName: string | null;
  avatar: number | null;
  isMain: boolean;
  email: string | null;
  authProvider: SessionAuthProvider;
  profiles: SessionProfile[];
  /**
   * The acting profile's organizations. `runs`: it is an admin or promoter there (it may put an
   * event in it); absent when the API said nothing (an older one), so an area offers it and lets
   * the API decide.
   */
  organizations: Array<{ id: number; name: string; image: number | null; runs?: boolean }>;
}

export interface PlatformSession {
  getUser(): SessionUser | null;
  /** Calls back whenever the user changes; returns an unsubscribe function. */
  subscribe(listener: (user: SessionUser | null) => void): () => void;
  /** Keep a session token the API issued (login, sign-up, magic link, Google) and load the user. */
  signIn(token: string): Promise<SessionUser | null>;
  /** End the session, forget the token and the current profile, go to Login with the current path as redirect. */
  signOut(): Promise<void>;
  /** Load the user again (after onboarding or a settings save). */
  refresh(): Promise<SessionUser | null>;
  /** Act as another profile of the account: remembered, the user reloaded and the page refreshed. */
  switchProfile(profileId: number): Promise<void>;
}

/**
 * Everything a feature app may use from whoever mounts it: the shell, a partner embed or a test.
 * Feature apps never import the shell; this object is the whole of their dependency on it.
 */
export interface Platform {
  api: ApiClient;
  session: PlatformSession;
  /** Navigate within the host (the shell's router, or the parcel's own memory router). */
  navigate(path: string): void;
  /**
   * The address a link to a site path carries when `navigate` leaves the page (a partner embed, a
   * standalone page: the Cypher site's own), so a link opened in a new tab lands there too. Absent
   * where paths are the page's own (the shell).
   */
  siteUrl?(path: string): string;
  /** Show a toast for 5 s; `kind: 'error'` for failures. */
  toast(message: string, kind?: 'info' | 'error'): void;
  /** Send a signed-out visitor to sign in or sign up, then back to `redirect`. */
  requireLogin(redirect: string, to?: 'login' | 'signup'): void;
  /** Tell the host that the record a page shows does not exist (the host shows the 404 page). */
  notFound(): void;
  /** Absolute URL of an image by id and size, e.g. `/api/images/3?w=64&h=64`. */
  imageUrl(id: number | null | undefined, width: number, height?: number): string | null;
  /**
   * Upload a png or jpeg to the image service (POST /images, multipart field `file`) with the
   * session's token; the new image id, or null when it failed (the failure already toasted).
   * Optional: a host without it cannot take uploads.
   */
  upload?(file: File): Promise<number | null>;
  /** Where the host runs: the shell, a partner's embed, or a standalone dev page. */
  host: 'shell' | 'embed' | 'standalone';
  /**
   * Present only when the deployment signs in through an external provider (GET /auth/config says
   * `provider: 'firebase'`) and the host carries its SDK (the shell does, loaded on first use). The
   * login and sign-up pages use it when present, else the API's own routes and GET /auth/google.
   */
  identity?: PlatformIdentity;
}

/** Sign-in through the host's external identity provider (optional, see `Platform.identity`). */
export interface PlatformIdentity {
  /**
   * Signs in with the provider, exchanges its ID token at POST /auth/firebase and calls
   * `session.signIn`. Resolves true once signed in; false after a failure the host has already
   * shown (an error toast with the spec's login error text or the provider's own message).
   */
  signInWithProvider(kind: 'google' | 'password', email?: string, password?: string): Promise<boolean>;
}

/** Props every exposed routes component and every parcel receives. */
export interface FeatureAppProps {
  platform: Platform;
}

/** What each feature app's exposed `./meta` module exports; the shell checks it before mounting. */
export interface FeatureAppMeta {
  name: 'accounts' | 'events' | 'battles' | 'orgs';
  contractsVersion: string;
  buildId: string;
}
