// Where the session outlives a page load: the API's token and the profile the account acts as,
// both in localStorage (docs/engineering.md, "Identity").
import { CURRENT_PROFILE_STORAGE_KEY, SIGNED_IN_COOKIE } from '@cypher/contracts';

export const TOKEN_STORAGE_KEY = 'cypher.token';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStorage {
  getToken(): string | null;
  setToken(token: string | null): void;
  /** The acting profile id as stored (text), or null for the account's main profile. */
  getProfileId(): string | null;
  setProfileId(id: number | string | null): void;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Tells the composition server that this browser holds a session, so a page's first HTML does not
 * preload signed-out answers for it (SIGNED_IN_COOKIE; the token itself never leaves localStorage).
 */
function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * `cookieSaysSignedIn` is what the composition server read from the signed-in cookie for this page
 * (the visit block, VisitHint.signedIn), or null when the page did not say. Where it already
 * matches the stored token, start writes no cookie: a `document.cookie` write is a call into the
 * browser process in the middle of the app's first task (issue 7).
 */
export function createSessionStorage(
  storage: KeyValueStorage | undefined = browserStorage(),
  cookieSaysSignedIn: boolean | null = null,
): SessionStorage {
  // Storage can be blocked (private mode, partner iframes): the session then lasts for the page.
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, value: string | null): void => {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Kept in memory above.
    }
  };
  // A token stored before the cookie existed (or the cookie cleared alone) is marked again.
  const signedIn = Boolean(read(TOKEN_STORAGE_KEY));
  if (cookieSaysSignedIn !== signedIn) markSignedIn(signedIn);
  return {
    getToken: () => read(TOKEN_STORAGE_KEY) || null,
    setToken: (token) => {
      write(TOKEN_STORAGE_KEY, token);
      markSignedIn(Boolean(token));
    },
    getProfileId: () => read(CURRENT_PROFILE_STORAGE_KEY) || null,
    setProfileId: (id) => write(CURRENT_PROFILE_STORAGE_KEY, id === null ? null : String(id)),
  };
}
