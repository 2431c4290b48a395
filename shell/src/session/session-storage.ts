// Where the session outlives a page load: the API's token and the profile the account acts as,
// both in localStorage (docs/engineering.md, "Identity").
import { CURRENT_PROFILE_STORAGE_KEY } from '@cypher/contracts';

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

export function createSessionStorage(storage: KeyValueStorage | undefined = browserStorage()): SessionStorage {
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
  return {
    getToken: () => read(TOKEN_STORAGE_KEY) || null,
    setToken: (token) => write(TOKEN_STORAGE_KEY, token),
    getProfileId: () => read(CURRENT_PROFILE_STORAGE_KEY) || null,
    setProfileId: (id) => write(CURRENT_PROFILE_STORAGE_KEY, id === null ? null : String(id)),
  };
}
