import { useId, useState, type FormEvent } from 'react';
import { youtubeId } from '@cypher/contracts';
import { LABELS } from '../../labels';

/**
 * A YouTube link in one of the forms watch?v=, embed/, youtu.be or /v/ adds the video; any other
 * text does nothing (spec), and stays in the field to be corrected.
 */
export function AddVideoForm({ onAdd }: { onAdd: (link: string) => Promise<boolean> }) {
  const inputId = useId();
  const [link, setLink] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API takes the link itself and extracts the id the same way; checking here first keeps
    // an unknown form from doing anything at all (spec).
    if (!youtubeId(link)) return;
    if (await onAdd(link.trim())) setLink('');
  };
  return (
    <form className="og-add-video" onSubmit={submit}>
      <label htmlFor={inputId} className="og-field__label">
        {LABELS.media.link}
      </label>
      <input
        id={inputId}
        className="cy-input"
        type="url"
        inputMode="url"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <button type="submit" className="cy-button cy-button--accent">
        {LABELS.media.add}
      </button>
    </form>
  );
}
