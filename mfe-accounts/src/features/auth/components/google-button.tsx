import { usePlatform } from '@cypher/contracts/react';
import { startGoogleSignIn } from '../api/google-sign-in';
import { useFinishSignIn } from '../api/use-finish-sign-in';

/**
 * 'Log in with google' (or the sign-up wording). With the host's identity provider (Firebase) it
 * signs in there and moves on; otherwise it leaves for the API's Google flow, back to `redirect`.
 */
export function GoogleButton({ text, redirect }: { text: string; redirect: string }) {
  const platform = usePlatform();
  const { proceed } = useFinishSignIn(redirect);
  async function signIn() {
    if (!platform.identity) return startGoogleSignIn(platform, redirect);
    if (await platform.identity.signInWithProvider('google')) proceed();
  }
  return (
    <button type="button" className="cy-button ac-button--google" onClick={() => void signIn()}>
      <span className="ac-button__mark" aria-hidden="true">
        G
      </span>
      {text}
    </button>
  );
}
