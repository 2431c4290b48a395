import { useId, useState, type FormEvent } from 'react';
import { IMAGE_SIZE, type Organization } from '@cypher/contracts';
import { maskMonthDayYear, validateFoundedDate } from '@cypher/contracts/rules';
import { ERRORS } from '@cypher/contracts/texts';
import { ImageUploadField, RichTextEditor } from '@cypher/contracts/react';
import { sanitizeRichText } from '@cypher/contracts/react/rich-text';
import { LABELS } from '../../shared/labels';
import { useOrganizationActions } from '../../shared/use-organization';
import { TextField } from './text-field';
import { useSaveWithToast } from './use-save-with-toast';

/** General Info: name, image, founded (##/##/####), ranking switch and the description. */
export function GeneralSettings({ org }: { org: Organization }) {
  const { save } = useOrganizationActions(org.id);
  const withToast = useSaveWithToast();
  const rankingId = useId();
  const [name, setName] = useState(org.name);
  const [image, setImage] = useState(org.image);
  const [founded, setFounded] = useState(org.founded ?? '');
  const [rankingDisabled, setRankingDisabled] = useState(org.rankingDisabled);
  const [description, setDescription] = useState(org.description);
  const [tried, setTried] = useState(false);

  const nameError = tried && !name.trim() ? ERRORS.fieldRequired : null;
  const foundedError = tried ? validateFoundedDate(founded) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || validateFoundedDate(founded)) return;
    await withToast(() =>
      save({ name: name.trim(), image, founded: founded || null, rankingDisabled, description: sanitizeRichText(description) }),
    );
  };

  return (
    <form className="og-settings-form" onSubmit={submit} noValidate>
      <ImageUploadField value={image} onChange={setImage} label={LABELS.settings.image} width={IMAGE_SIZE.orgSmall} />
      <TextField label={LABELS.settings.name} value={name} onChange={setName} maxLength={150} error={nameError} />
      <TextField
        label={LABELS.settings.founded}
        value={founded}
        onChange={(typed) => setFounded(maskMonthDayYear(typed))}
        placeholder={LABELS.settings.foundedPlaceholder}
        inputMode="numeric"
        error={foundedError}
      />
      <div className="og-field og-field--inline">
        <input
          id={rankingId}
          type="checkbox"
          checked={rankingDisabled}
          onChange={(event) => setRankingDisabled(event.target.checked)}
        />
        <label htmlFor={rankingId}>{LABELS.settings.rankingDisabled}</label>
      </div>
      <div className="og-field">
        <span className="og-field__label">{LABELS.settings.description}</span>
        <RichTextEditor label={LABELS.settings.description} initialValue={org.description} onChange={setDescription} />
      </div>
      <button type="submit" className="cy-button cy-button--accent">
        {LABELS.save}
      </button>
    </form>
  );
}
