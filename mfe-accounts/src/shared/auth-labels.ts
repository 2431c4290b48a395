/**
 * Labels of the sign-in, sign-up, onboarding and release pages that the spec does not quote
 * (quoted texts come from the contracts' AUTH, ONBOARDING and ERRORS).
 */
export const AUTH_LABELS = {
  loginTitle: 'Log in',
  logIn: 'Log in',
  noAccount: 'No profile yet?',
  signUpWithGoogle: 'Sign up with google',
  confirmPassword: 'Confirm password*',
  newPassword: 'New password*',
  createAccount: 'Create profile',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  haveAccount: 'Already have a profile?',
  resetTitle: 'Forgot password',
  newPasswordTitle: 'Choose a new password',
  magicLinkTitle: 'Send a magic link',
  signingIn: 'Signing you in…',
  backToLogin: 'Back to log in',
  releaseTitle: 'Release profile',
  releaseIntro: 'Give this profile an account of its own: the e-mail and password it will sign in with.',
  release: 'Release profile',
  working: 'Please wait…',
} as const;
