import type { Knex } from 'knex';
import {
  isEmail,
  type NewProfileInput,
  type ProfileUpdateInput,
  type ReleaseProfileInput,
  type UserProfile,
} from '@cypher/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Caller } from '../auth/caller.js';
import { checkNewPassword, hashPassword } from '../auth/passwords.js';
import { createAccountsRepository } from '../repositories/accounts-repository.js';
import { createProfilesRepository, type ProfileColumns } from '../repositories/profiles-repository.js';
import { createUsersRepository } from '../repositories/users-repository.js';
import { isDuplicateKeyError } from '../db/engine-errors.js';
import { IDENTITY_MESSAGES } from './identity-service.js';
import { profileColumns, PROFILE_MESSAGES } from './profile-fields.js';
import { profileView } from './profile-view.js';

export const ACCOUNT_MESSAGES = {
  mainCannotBeReleased: 'The main profile cannot be released',
  alreadyMain: 'This profile is already the main profile',
  notYourProfile: 'This profile belongs to another account',
  changedMeanwhile: 'This profile was released or made main at the same moment, please reload',
} as const;

/** The caller's own account: its profiles, adding, releasing and choosing the main one. */
export function createAccountService(deps: { db: Knex; now: () => Date }) {
  const { db, now } = deps;
  const users = createUsersRepository(db);

  /** The profile as its owner sees it: private stats, e-mail, profiles and sign-in method. */
  async function ownerView(accountId: number, profileId: number): Promise<UserProfile> {
    const [user, account, profiles, runs] = await Promise.all([
      users.findById(profileId),
      createAccountsRepository(db).findById(accountId),
      createAccountsRepository(db).profiles(accountId),
      users.organizationsRun(profileId),
    ]);
    if (!user || !account) throw new NotFoundError('User', profileId);
    return {
      ...(await profileView(users, user, true)),
      runs,
      aEmail: account.email,
      profiles: profiles.map(({ id, dancerName, avatar }) => ({ id, dancerName, avatar })),
      authProvider: account.provider,
    };
  }

  async function checkImages(trx: Knex, columns: ProfileColumns): Promise<void> {
    const profiles = createProfilesRepository(trx);
    for (const [column, field] of [
      ['avatar_image_id', 'avatar'],
      ['card_image_id', 'card'],
    ] as const) {
      const id = columns[column];
      if (id && !(await profiles.imageExists(id))) throw new BadRequestError(PROFILE_MESSAGES.imageMissing, `body.${field}`);
    }
  }

  /** The profile must belong to the caller's account. */
  async function ownProfile(caller: Caller, profileId: number) {
    const profile = await users.findById(profileId);
    if (!profile) throw new NotFoundError('User', profileId);
    if (profile.accountId !== caller.accountId) throw new ForbiddenError(ACCOUNT_MESSAGES.notYourProfile);
    return profile;
  }

  return {
    ownerView,

    me: (caller: Caller) => ownerView(caller.accountId, caller.profileId),

    /** Onboarding (no dancer name yet: birthday format only) and profile settings (full rules). */
    async update(caller: Caller, input: ProfileUpdateInput): Promise<UserProfile> {
      const current = await ownProfile(caller, caller.profileId);
      const columns = profileColumns(input, {
        birthdayRule: current.dancerName ? 'edit' : 'onboarding',
        today: now(),
        currentCountry: current.country,
      });
      await db.transaction(async (trx) => {
        await checkImages(trx, columns);
        await createProfilesRepository(trx).update(caller.profileId, columns, now());
      });
      return ownerView(caller.accountId, caller.profileId);
    },

    async addProfile(caller: Caller, input: NewProfileInput): Promise<UserProfile> {
      const columns = profileColumns(input, { birthdayRule: 'onboarding', today: now(), currentCountry: null });
      const id = await db.transaction(async (trx) => {
        await checkImages(trx, columns);
        return createProfilesRepository(trx).insert(caller.accountId, false, columns, now());
      });
      return ownerView(caller.accountId, id);
    },

    /** Moves a non-main profile to a new account with its own e-mail and password, atomically. */
    async releaseProfile(caller: Caller, input: ReleaseProfileInput) {
      const profile = await ownProfile(caller, input.profileId);
      if (profile.isMain) throw new BadRequestError(ACCOUNT_MESSAGES.mainCannotBeReleased, 'body.profileId');
      if (!isEmail(input.email)) throw new BadRequestError(IDENTITY_MESSAGES.invalidEmail, 'body.email', { rule: 'format' });
      checkNewPassword(input.password, 'body.password');
      const passwordHash = await hashPassword(input.password);
      await db
        .transaction(async (trx) => {
          const accounts = createAccountsRepository(trx);
          // One release or set-main of this account at a time; the move below re-checks the
          // profile under that lock, so of parallel releases exactly one wins and the rest
          // roll back their new account.
          await accounts.lock(caller.accountId);
          if (await accounts.findByEmail(input.email)) throw new ConflictError(IDENTITY_MESSAGES.emailInUse);
          const accountId = await accounts.insert({ email: input.email, passwordHash, provider: 'password' }, now());
          if (!(await createProfilesRepository(trx).moveToAccount(profile.id, caller.accountId, accountId, now()))) {
            throw new ConflictError(ACCOUNT_MESSAGES.changedMeanwhile);
          }
        })
        .catch((error: unknown) => {
          throw isDuplicateKeyError(error) ? new ConflictError(IDENTITY_MESSAGES.emailInUse) : error;
        });
      return { ok: true as const };
    },

    async setMain(caller: Caller, profileId: number): Promise<UserProfile> {
      const profile = await ownProfile(caller, profileId);
      if (profile.isMain) throw new BadRequestError(ACCOUNT_MESSAGES.alreadyMain, 'params.id');
      await db.transaction(async (trx) => {
        // Under the account's lock (as releases take it): a profile released meanwhile is not
        // made main, so the account never ends without a main profile.
        await createAccountsRepository(trx).lock(caller.accountId);
        if (!(await createProfilesRepository(trx).setMain(caller.accountId, profileId, now()))) {
          throw new ConflictError(ACCOUNT_MESSAGES.changedMeanwhile);
        }
      });
      return ownerView(caller.accountId, profileId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
