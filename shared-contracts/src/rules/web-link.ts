/** Characters that never belong in a link we render: they end attributes or start markup. */
const UNSAFE = /[\s<>"'`\\]/;

/** An absolute http or https address with a host: the only links the API stores and answers. */
export function isWebLink(value: string): boolean {
  const text = value.trim();
  // `http:host` parses as http://host/; only the written-out form is a link a reader expects.
  if (!/^https?:\/\//i.test(text) || UNSAFE.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A social entry as the settings keep it: a web link, or what a page puts behind the network's
 * address — a handle (`@bgirlnova`) or an address without its scheme (`instagram.com/bgirlnova`).
 * Anything with a colon outside an http(s) link (`javascript:`, `data:`) is refused, so no reader
 * can turn a stored value into a script link. Blank means none.
 */
export function isSocialLink(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (/^https?:/i.test(text)) return isWebLink(text);
  return !UNSAFE.test(text) && !text.includes(':');
}
