import { useState, type FormEvent } from 'react';
import type { UserProfile, UserSocials } from '@cypher/contracts';
import { validateEmail, validateWebsite } from '@cypher/contracts/rules';
import { PROFILE } from '@cypher/contracts/texts';
import { TextField } from '../../../shared/text-field';
import { handleOf, SOCIAL_KEYS, SOCIAL_PREFIX, type SocialKey } from '../../../shared/social-links';
import { useSaveProfile } from '../api/use-save-profile';
import { SETTINGS_LABELS } from '../settings-labels';
import { SaveButton } from './save-button';

type Typed = Record<SocialKey | 'email', string>;

/**
 * Contact / Social: a contact e-mail and the socials, each typed after its prefix (Facebook,
 * Instagram, Twitter, YouTube channel, Website over https). A pasted full address keeps only
 * the handle; an empty field removes the link.
 */
export function ContactSocialForm({ profile }: { profile: UserProfile }) {
  const [typed, setTyped] = useState<Typed>(
    () =>
      ({
        email: profile.socials.email ?? '',
        ...Object.fromEntries(SOCIAL_KEYS.map((key) => [key, profile.socials[key] ? handleOf(key, profile.socials[key]) : ''])),
      }) as Typed,
  );
  const [errors, setErrors] = useState<Partial<Typed>>({});
  const { save, saving } = useSaveProfile();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Handles are kept bare; the website travels as its full https address (the API checks it).
    const socials = Object.fromEntries(
      SOCIAL_KEYS.map((key) => {
        const handle = handleOf(key, typed[key]);
        return [key, handle ? (key === 'website' ? `${SOCIAL_PREFIX.website}${handle}` : handle) : null];
      }),
    ) as Omit<UserSocials, 'email'>;
    const email = typed.email.trim() || null;
    const found: Partial<Typed> = {};
    const emailProblem = email ? validateEmail(email) : null;
    if (emailProblem) found.email = emailProblem;
    const websiteProblem = validateWebsite(socials.website);
    if (websiteProblem) found.website = websiteProblem;
    setErrors(found);
    if (Object.keys(found).length === 0) await save({ socials: { email, ...socials } });
  }

  return (
    <form className="ac-settings__form" noValidate onSubmit={submit}>
      <TextField
        label={SETTINGS_LABELS.email}
        type="email"
        autoComplete="email"
        value={typed.email}
        onChange={(email) => setTyped({ ...typed, email })}
        error={errors.email}
      />
      {SOCIAL_KEYS.map((key) => (
        <TextField
          key={key}
          label={PROFILE.socialPrefixes[key]}
          className="ac-settings__social"
          value={typed[key]}
          onChange={(text) => setTyped({ ...typed, [key]: text })}
          error={errors[key]}
          addon={
            <span className="ac-settings__prefix" aria-hidden="true">
              {SOCIAL_PREFIX[key]}
            </span>
          }
        />
      ))}
      <SaveButton saving={saving} />
    </form>
  );
}
