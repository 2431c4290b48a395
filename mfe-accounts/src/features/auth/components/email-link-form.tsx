import { useState, type FormEvent, type ReactNode } from 'react';
import type { EmailInput, Ok, ClientRoute, RouteDef } from '@cypher/contracts';
import { validateEmail } from '@cypher/contracts/rules';
import { AUTH, ERRORS } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import { TextField } from '../../../shared/text-field';

export interface EmailLinkFormProps {
  /** POST /user/reset-password or POST /user/magic-link. */
  route: ClientRoute<RouteDef<any, any, typeof EmailInput, typeof Ok>>;
  /** The finish message: 'Check your inbox for …'. */
  sentText: string;
  /** Called with the address once the link has been sent (the magic link keeps it). */
  onSent?: (email: string) => void;
  children?: ReactNode;
}

/**
 * Forgot password and magic link: an e-mail (trimmed, required, valid) and Submit, then the finish
 * message. A failed call was already toasted by the client; the field is reset (spec §4).
 */
export function EmailLinkForm({ route, sentText, onSent, children }: EmailLinkFormProps) {
  const platform = usePlatform();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const problem = address === '' ? ERRORS.fieldRequired : validateEmail(address);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await platform.api.call(route, { body: { email: address } });
    setBusy(false);
    if (!answer) {
      setEmail('');
      return;
    }
    onSent?.(address);
    setSent(true);
  }

  if (sent)
    return (
      <div className="ac-form" role="status">
        <p className="ac-form__done">{sentText}</p>
        {children}
      </div>
    );
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TextField label={AUTH.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={error} />
      <button type="submit" className="cy-button cy-button--accent" disabled={busy}>
        {busy ? AUTH_LABELS.working : AUTH.submit}
      </button>
      {children}
    </form>
  );
}
