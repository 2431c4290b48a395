import { useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../constants.js';
import { ERRORS } from '../texts.js';
import { chooseButtonText, ImageFieldFrame, type ImageUploadFieldProps } from './image-upload-field.js';
import { usePlatform } from './platform-context.js';

const LABELS = { imageType: 'Use a png or jpeg image', uploading: 'Uploading…' } as const;

/** Spec: png or jpeg only; over 10,000,000 bytes is refused with a toast and never uploaded. */
function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return LABELS.imageType;
  if (file.size > IMAGE_MAX_BYTES) return ERRORS.imageTooLarge;
  return null;
}

/** What `ImageUploadField` shows once its chunk is here (see there). */
export function ImageUploadFieldView(field: ImageUploadFieldProps) {
  const { label, onChange } = field;
  const platform = usePlatform();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      platform.toast(problem, 'error');
      return;
    }
    if (!platform.upload) {
      platform.toast(ERRORS.generic, 'error');
      return;
    }
    setUploading(true);
    try {
      const uploaded = await platform.upload(file);
      if (uploaded !== null) onChange(uploaded);
    } finally {
      setUploading(false);
    }
  }

  return (
    <ImageFieldFrame field={field}>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="cy-visually-hidden"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after a refusal) fires change again.
          event.target.value = '';
          void choose(file);
        }}
      />
      <button
        type="button"
        className="cy-button cy-button--ghost"
        disabled={uploading}
        aria-busy={uploading || undefined}
        onClick={() => input.current?.click()}
      >
        {uploading ? LABELS.uploading : chooseButtonText(field)}
      </button>
    </ImageFieldFrame>
  );
}
