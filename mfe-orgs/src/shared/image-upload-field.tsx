import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES, ONBOARDING } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { imageProblem, imageUploaderOf } from './image-upload';

interface Props {
  /** The current image id (null: none yet). */
  image: number | null;
  /** Called with the uploaded image's id. */
  onChange: (image: number) => void;
  /** Accessible name of the image and the file input. */
  label: string;
  sizePx: number;
  className?: string;
}

/** An organization image with 'Add image' / 'Edit image' to upload a png or jpeg through the host. */
export function ImageUploadField({ image, onChange, label, sizePx, className = '' }: Props) {
  const platform = usePlatform();
  const uploader = imageUploaderOf(platform);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const url = platform.imageUrl(image, sizePx);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploader) return;
    const problem = imageProblem(file);
    if (problem) {
      // A wrong type is simply not taken (the picker already filters it); only the size has a toast.
      if (problem !== 'type') platform.toast(problem, 'error');
      return;
    }
    setBusy(true);
    const id = await uploader(file);
    setBusy(false);
    if (id !== null) onChange(id);
  };

  return (
    <div className={`og-image-field ${className}`} aria-busy={busy}>
      {url ? (
        <img className="og-image-field__image" src={url} alt={label} />
      ) : (
        <span className="og-image-field__empty" aria-hidden="true" />
      )}
      {uploader ? (
        <>
          <input
            id={inputId}
            className="cy-visually-hidden og-image-field__input"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={pick}
            disabled={busy}
          />
          <label htmlFor={inputId} className="cy-button cy-button--ghost og-image-field__button">
            {image ? ONBOARDING.editImage : ONBOARDING.addImage}
            <span className="cy-visually-hidden"> ({label})</span>
          </label>
        </>
      ) : null}
    </div>
  );
}
