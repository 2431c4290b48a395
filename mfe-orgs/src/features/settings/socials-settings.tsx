import { useState, type FormEvent } from 'react';
import type { Organization, OrgSocials } from '@cypher/contracts';
import { SOCIAL_KINDS } from '../../shared/social-links';
import { LABELS } from '../../shared/labels';
import { useOrganizationActions } from '../../shared/use-organization';
import { TextField } from './text-field';
import { useSaveWithToast } from './use-save-with-toast';

/** Social: Facebook, Instagram, Twitter, YouTube and website; an emptied field is saved as none. */
export function SocialsSettings({ org }: { org: Organization }) {
  const { save } = useOrganizationActions(org.id);
  const withToast = useSaveWithToast();
  const [socials, setSocials] = useState(org.socials);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(SOCIAL_KINDS.map((kind) => [kind, socials[kind]?.trim() || null])) as OrgSocials;
    await withToast(() => save({ socials: trimmed }));
  };

  return (
    <form className="og-settings-form" onSubmit={submit}>
      {SOCIAL_KINDS.map((kind) => (
        <TextField
          key={kind}
          label={LABELS.socials[kind]}
          value={socials[kind] ?? ''}
          maxLength={500}
          onChange={(value) => setSocials((previous) => ({ ...previous, [kind]: value }))}
        />
      ))}
      <button type="submit" className="cy-button cy-button--accent">
        {LABELS.save}
      </button>
    </form>
  );
}
