import { createHash, randomBytes } from 'node:crypto';
import type { LinkPurpose } from '../repositories/auth-tokens-repository.js';

/** How long an e-mailed link works. */
export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = { 'magic-link': 15, 'reset-password': 30 };

/** The page of the accounts area each link opens (it posts the token back to the API). */
export const LINK_PAGE: Record<LinkPurpose, string> = { 'magic-link': '/magic-link', 'reset-password': '/reset-password' };

/** 32 random bytes as base64url: what the e-mail carries. Only its hash is stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function linkUrl(publicUrl: string, purpose: LinkPurpose, token: string): string {
  return `${publicUrl}${LINK_PAGE[purpose]}?token=${token}`;
}
