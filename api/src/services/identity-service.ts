import type { Knex } from 'knex';
import { ERRORS, isEmail } from '@cypher/contracts';
import { ApiError, BadRequestError, ConflictError } from '../errors.js';
import { isDuplicateKeyError } from '../db/engine-errors.js';
import { createAccountsRepository, normalizeEmail, type AccountProvider } from '../repositories/accounts-repository.js';
import { createAuthTokensRepository, type LinkPurpose } from '../repositories/auth-tokens-repository.js';
import { createProfilesRepository } from '../repositories/profiles-repository.js';
import { checkNewPassword, hashPassword, verifyPassword } from '../auth/passwords.js';
import { signSessionToken } from '../auth/session-tokens.js';
import { hashLinkToken, LINK_LIFETIME_MINUTES, linkUrl, newLinkToken } from '../auth/link-tokens.js';
import { linkMail } from '../auth/link-mail.js';
import type { SendMail } from '../auth/mailer.js';
import { createMailQueue, type MailQueue } from './mail-queue.js';

export const IDENTITY_MESSAGES = {
  emailInUse: 'This email is already in use',
  linkInvalid: 'This link has expired or was already used, please ask for a new one',
  currentPasswordWrong: 'The current password is not correct',
  invalidEmail: ERRORS.invalidEmail,
  externalUnverified: 'An account with this email already exists: verify the address with your sign-in provider first',
} as const;

export interface IdentityDependencies {
  db: Knex;
  secret: string;
  now: () => Date;
  publicUrl: string;
  sendMail: SendMail;
  log: (error: unknown) => void;
  /** Shared with the other services that e-mail (one to wait for at shutdown); its own when absent. */
  mailQueue?: MailQueue;
}

export interface ExternalIdentity {
  provider: Exclude<AccountProvider, 'password'>;
  subject: string;
  email: string;
  /** The provider vouches that the address is its user's (Google always; Firebase once verified). */
  emailVerified: boolean;
}

const MINUTE = 60_000;

/** Accounts, passwords, sessions and e-mailed links: the API's own identity provider. */
export function createIdentityService(deps: IdentityDependencies) {
  const { db, now } = deps;
  const accounts = createAccountsRepository(db);

  async function issueToken(accountId: number, trx: Knex = db): Promise<{ token: string }> {
    const account = await createAccountsRepository(trx).findById(accountId);
    if (!account) throw new Error(`Account ${accountId} vanished while signing in`);
    return { token: await signSessionToken(deps.secret, { accountId, sessionVersion: account.sessionVersion }, now()) };
  }

  /** A new account with an empty main profile (no dancer name: the shell sends it to onboarding). */
  async function createAccount(
    trx: Knex,
    account: {
      email: string;
      passwordHash: string | null;
      provider: AccountProvider;
      providerSubject?: string;
      verified?: boolean;
    },
  ): Promise<number> {
    const accountId = await createAccountsRepository(trx).insert(account, now());
    await createProfilesRepository(trx).insert(accountId, true, {}, now());
    return accountId;
  }

  /** Checks the link's token and marks it used, inside the caller's transaction. */
  async function useLink(trx: Knex, purpose: LinkPurpose, token: string): Promise<number> {
    const tokens = createAuthTokensRepository(trx);
    const record = await tokens.findForUpdate(hashLinkToken(token));
    const valid = record && record.purpose === purpose && !record.usedAt && record.expiresAt.getTime() > now().getTime();
    if (!valid || !(await tokens.markUsed(record.id, now()))) {
      throw new BadRequestError(IDENTITY_MESSAGES.linkInvalid, 'body.token', { rule: 'link' });
    }
    return record.accountId;
  }

  const mailQueue = deps.mailQueue ?? createMailQueue(deps.log);

  async function deliverLink(purpose: LinkPurpose, email: string): Promise<void> {
    const account = await accounts.findByEmail(email);
    // A reset only makes sense for accounts that sign in with a password.
    if (!account || (purpose === 'reset-password' && account.provider !== 'password')) return;
    const token = newLinkToken();
    const expiresAt = new Date(now().getTime() + LINK_LIFETIME_MINUTES[purpose] * MINUTE);
    await createAuthTokensRepository(db).insert(
      { accountId: account.id, purpose, tokenHash: hashLinkToken(token), expiresAt },
      now(),
    );
    const link = linkUrl(deps.publicUrl, purpose, token);
    await deps.sendMail({ to: account.email, link, ...linkMail(purpose, link) });
  }

  return {
    issueToken,

    async signup(input: { email: string; password: string }) {
      checkNewPassword(input.password, 'body.password');
      const passwordHash = await hashPassword(input.password);
      const emailInUse = () => new ConflictError(IDENTITY_MESSAGES.emailInUse);
      return db
        .transaction(async (trx) => {
          if (await createAccountsRepository(trx).findByEmail(input.email)) throw emailInUse();
          const accountId = await createAccount(trx, { email: input.email, passwordHash, provider: 'password' });
          return issueToken(accountId, trx);
        })
        .catch((error: unknown) => {
          // Two sign-ups with one address at once: the unique key lets one through.
          throw isDuplicateKeyError(error) ? emailInUse() : error;
        });
    },

    async login(input: { email: string; password: string }) {
      const account = await accounts.findByEmail(input.email);
      // verifyPassword does the same work without an account, so timing does not reveal one.
      if (!(await verifyPassword(input.password, account?.passwordHash ?? null)) || !account) {
        throw new ApiError(401, 'unauthorized', ERRORS.incorrectCredentials);
      }
      return issueToken(account.id);
    },

    /** Ends every session of the account, this one included. */
    async logout(accountId: number) {
      await accounts.bumpSessionVersion(accountId, now());
      return { ok: true as const };
    },

    async changePassword(accountId: number, input: { currentPassword: string; newPassword: string }) {
      const account = await accounts.findById(accountId);
      if (!account || account.provider !== 'password')
        throw new BadRequestError(ERRORS.passwordChangeNotPossible, 'body.currentPassword', { rule: 'provider' });
      if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
        throw new BadRequestError(IDENTITY_MESSAGES.currentPasswordWrong, 'body.currentPassword');
      }
      checkNewPassword(input.newPassword, 'body.newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (trx) => {
        const repo = createAccountsRepository(trx);
        await repo.setPassword(accountId, passwordHash, now());
        await repo.bumpSessionVersion(accountId, now());
        // A link e-mailed before the change (perhaps to whoever knew the old password) dies with it.
        await createAuthTokensRepository(trx).voidAll(accountId, now());
        return issueToken(accountId, trx);
      });
    },

    /**
     * E-mails a link when the address has an account; the answer never tells whether it has.
     * It is given before the address is even looked up: the lookup, the token and the mail run
     * afterwards, so a known and an unknown address take the same time to answer (measured
     * before, 11 ms against 4 ms told them apart). A failure is logged, never answered.
     */
    async requestLink(purpose: LinkPurpose, email: string) {
      if (!isEmail(email)) throw new BadRequestError(IDENTITY_MESSAGES.invalidEmail, 'body.email', { rule: 'format' });
      mailQueue.later(() => deliverLink(purpose, email));
      return { ok: true as const };
    },

    /** Resolves when every link asked for so far has been handled (shutdown, tests). */
    linksDelivered: (): Promise<void> => mailQueue.settled(),

    async consumeMagicLink(token: string) {
      return db.transaction(async (trx) => {
        const accountId = await useLink(trx, 'magic-link', token);
        // Opening the link proves the address.
        await createAccountsRepository(trx).markEmailVerified(accountId, now());
        return issueToken(accountId, trx);
      });
    },

    /** Sets the new password, ends the other sessions and signs in. */
    async confirmReset(input: { token: string; password: string }) {
      checkNewPassword(input.password, 'body.password');
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        const accountId = await useLink(trx, 'reset-password', input.token);
        const repo = createAccountsRepository(trx);
        await repo.setPassword(accountId, passwordHash, now());
        await repo.markEmailVerified(accountId, now());
        await repo.bumpSessionVersion(accountId, now());
        await createAuthTokensRepository(trx).voidAll(accountId, now());
        return issueToken(accountId, trx);
      });
    },

    /**
     * Google or Firebase vouched for this person: their account (by provider subject, else by the
     * verified address), created on first sign-in with an empty main profile.
     */
    async signInExternal(identity: ExternalIdentity) {
      return db.transaction(async (trx) => {
        const repo = createAccountsRepository(trx);
        let known = await repo.findByProviderSubject(identity.provider, identity.subject);
        if (!known) {
          known = await repo.findByEmail(identity.email);
          // Only a proven address opens an account made another way: anyone can type any address
          // into a provider that does not check it.
          if (known && !identity.emailVerified) throw new ConflictError(IDENTITY_MESSAGES.externalUnverified);
          // Sign-up does not prove the address, the provider just did: an unproven account with it
          // may have been made by someone else to wait for its owner (account pre-hijacking). The
          // owner gets it without the password and the sessions whoever made it had, nor their links.
          if (known && !known.emailVerified) {
            await repo.claimUnproven(known.id, now());
            await createAuthTokensRepository(trx).voidAll(known.id, now());
          }
        }
        const accountId =
          known?.id ??
          (await createAccount(trx, {
            email: normalizeEmail(identity.email),
            passwordHash: null,
            provider: identity.provider,
            providerSubject: identity.subject,
            verified: identity.emailVerified,
          }));
        return issueToken(accountId, trx);
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
