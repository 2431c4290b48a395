import type { LinkPurpose } from '../repositories/auth-tokens-repository.js';
import { LINK_LIFETIME_MINUTES } from './link-tokens.js';

/** Subject and body of the e-mail that carries a sign-in or reset link. */
export function linkMail(purpose: LinkPurpose, link: string): { subject: string; text: string } {
  const minutes = LINK_LIFETIME_MINUTES[purpose];
  if (purpose === 'magic-link') {
    return {
      subject: 'Your Cypher sign-in link',
      text: `Open this link to sign in to Cypher:\n\n${link}\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
    };
  }
  return {
    subject: 'Reset your Cypher password',
    text: `Open this link to choose a new password for Cypher:\n\n${link}\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail; your password stays as it is.\n`,
  };
}
