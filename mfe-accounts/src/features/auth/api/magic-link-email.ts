/**
 * Spec §4: the address a magic link was sent to is stored locally (so this browser remembers who
 * asked). Storage can be unavailable (private mode, a partner's sandbox): then it is not kept.
 */
export const MAGIC_LINK_EMAIL_KEY = 'cypher.magicLinkEmail';

export function storeMagicLinkEmail(email: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(MAGIC_LINK_EMAIL_KEY, email);
  } catch {
    // Storage refused (quota, privacy mode): the link still works without it.
  }
}
