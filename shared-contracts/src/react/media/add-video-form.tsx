import { useId, useState, type FormEvent } from 'react';
import { youtubeId } from '../../rules/youtube.js';
import { MEDIA_LABELS } from './media-labels.js';

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
    <form className="cy-add-video" onSubmit={submit}>
      <label htmlFor={inputId} className="cy-field__label">
        {MEDIA_LABELS.link}
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
        {MEDIA_LABELS.add}
      </button>
    </form>
  );
}
