import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Media } from '../../schemas/media.js';
import { MEDIA_LABELS } from './media-labels.js';

interface Props {
  media: Media;
  canEdit: boolean;
  /** Open with the name field (right after adding: spec, the name is edited after adding). */
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onRename: (name: string) => Promise<unknown>;
  onRemove: () => void;
}

/** One video: the privacy-enhanced YouTube player with its title; editors rename and remove it. */
export function VideoItem({ media, canEdit, editing, onEdit, onRename, onRemove }: Props) {
  const nameId = useId();
  const [name, setName] = useState(media.name);
  const field = useRef<HTMLInputElement>(null);
  const title = media.name || MEDIA_LABELS.untitled;
  useEffect(() => {
    if (editing) {
      setName(media.name);
      field.current?.focus();
    }
  }, [editing, media.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onRename(name.trim());
    onEdit(false);
  };

  return (
    <li className="cy-video">
      <div className="cy-video__frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(media.link)}`}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
      {editing ? (
        <form className="cy-video__rename" onSubmit={submit}>
          <label htmlFor={nameId} className="cy-field__label">
            {MEDIA_LABELS.name}
          </label>
          <input
            id={nameId}
            ref={field}
            className="cy-input"
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="cy-button cy-button--accent">
            {MEDIA_LABELS.save}
          </button>
          <button type="button" className="cy-button cy-button--ghost" onClick={() => onEdit(false)}>
            {MEDIA_LABELS.cancel}
          </button>
        </form>
      ) : (
        <div className="cy-video__caption">
          <h3 className="cy-video__title">{title}</h3>
          {canEdit ? (
            <>
              <button
                type="button"
                className="cy-button cy-button--ghost"
                onClick={() => onEdit(true)}
                aria-label={`${MEDIA_LABELS.rename} ${title}`}
              >
                {MEDIA_LABELS.rename}
              </button>
              <button type="button" className="cy-button cy-button--ghost" onClick={onRemove}>
                {MEDIA_LABELS.remove(title)}
              </button>
            </>
          ) : null}
        </div>
      )}
    </li>
  );
}
