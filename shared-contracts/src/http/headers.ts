/** The profile an account acts as; the API refuses (403) a profile the account does not own. */
export const CALLER_PROFILE_HEADER = 'x-caller-profile';

/** Semver of this contracts package; a remote built against another major is refused by the shell. */
export const CONTRACTS_VERSION = '0.1.0';
