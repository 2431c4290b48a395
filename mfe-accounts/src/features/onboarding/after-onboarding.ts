import { signInRedirect } from '@cypher/contracts/rules';
import { paths } from '../../shared/paths';

// Apart from the save: the sign-up page needs this rule on its first screen, the onboarding form's
// code only once the account exists.

/** Spec §4: after onboarding never go back to the pages that sent the visitor here. */
export function afterOnboarding(redirect: string | null): string {
  return signInRedirect(redirect) ?? paths.home;
}
