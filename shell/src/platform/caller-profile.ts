// The profile the account acts as, chosen with 'Switch profiles' and kept in localStorage.
import { CURRENT_PROFILE_STORAGE_KEY } from '@cypher/contracts';

export function readCallerProfileId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(CURRENT_PROFILE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, partner iframes); the API then uses the main profile.
    return null;
  }
}
