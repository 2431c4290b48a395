import { useState, type FormEvent } from 'react';
import type { Organization } from '@cypher/contracts';
import { RichTextEditor } from '@cypher/contracts/react';
import { LABELS } from '../../shared/labels';
import { useOrganizationActions } from '../../shared/use-organization';
import { EMPTY_LEGAL_DOCUMENT, legalDocumentToSave } from './legal-document';
import { TextField } from './text-field';
import { useSaveWithToast } from './use-save-with-toast';

/** Agreement or Waiver: title, subtitle, version and rich text; all empty saves it empty. */
export function LegalDocumentSettings({ org, kind }: { org: Organization; kind: 'agreement' | 'waiver' }) {
  const { save } = useOrganizationActions(org.id);
  const withToast = useSaveWithToast();
  const [draft, setDraft] = useState(org[kind] ?? EMPTY_LEGAL_DOCUMENT);
  const set = (part: keyof typeof draft) => (value: string) => setDraft((previous) => ({ ...previous, [part]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await withToast(() => save({ [kind]: legalDocumentToSave(draft) }));
  };

  return (
    <form className="og-settings-form" onSubmit={submit}>
      <TextField label={LABELS.settings.docTitle} value={draft.title} onChange={set('title')} />
      <TextField label={LABELS.settings.docSubtitle} value={draft.subtitle} onChange={set('subtitle')} />
      <TextField label={LABELS.settings.docVersion} value={draft.version} onChange={set('version')} />
      <div className="og-field">
        <span className="og-field__label">{LABELS.settings.docText}</span>
        <RichTextEditor key={kind} label={LABELS.settings.docText} initialValue={org[kind]?.text ?? ''} onChange={set('text')} />
      </div>
      <button type="submit" className="cy-button cy-button--accent">
        {LABELS.save}
      </button>
    </form>
  );
}
