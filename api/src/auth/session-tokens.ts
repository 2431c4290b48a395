import { SignJWT, jwtVerify } from 'jose';

/** Sessions last 30 days; logout and a password change end them earlier (session_version). */
export const SESSION_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export interface SessionClaims {
  accountId: number;
  sessionVersion: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** The API's own session token: HS256 JWT with `sub` = account id and `sv` = session version. */
export async function signSessionToken(secret: string, claims: SessionClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.accountId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_DAYS * DAY_SECONDS)
    .sign(keyOf(secret));
}

/** The claims of a valid token, or null (bad signature, expired at `now`, malformed). */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: now });
    const accountId = Number(payload.sub);
    const sessionVersion = payload.sv;
    if (!Number.isInteger(accountId) || accountId < 1 || typeof sessionVersion !== 'number') return null;
    return { accountId, sessionVersion };
  } catch {
    return null;
  }
}
