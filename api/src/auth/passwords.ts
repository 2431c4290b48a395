import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { BadRequestError } from '../errors.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooCommon: 'This password is too common, please choose another one',
} as const;

// scrypt cost: N=2^15 takes ~0.1 s and 32 MiB, slow enough to make guessing expensive.
const PARAMS = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url): the parameters travel with the hash so they can change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work for an unknown account as for a known one, so timing does not tell them apart.
    await derive(password, randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** A new password: long enough and not on the list of common passwords (400 naming `field`). */
export function checkNewPassword(password: string, field: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new BadRequestError(PASSWORD_MESSAGES.tooShort, field, { rule: 'minLength' });
  if (COMMON.has(password.toLowerCase())) throw new BadRequestError(PASSWORD_MESSAGES.tooCommon, field, { rule: 'common' });
}
