/**
 * `TRUST_PROXY`: which proxies in front of the app may tell it the visitor's address and scheme
 * (`X-Forwarded-For`, `X-Forwarded-Proto`). Off by default, so a visitor cannot pick the address
 * the per-IP rate limits count by forging the header. Express's own forms: `true`, a hop count
 * (`1`), or a comma list of addresses, subnets or the names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustProxy = boolean | number | string;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^[\w.:/\s,-]+$/.test(text)) return text;
  throw new Error(`TRUST_PROXY must be true, false, a hop count or a list of addresses, got "${text}"`);
}
