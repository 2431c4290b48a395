import { useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../constants.js';
import { ERRORS, ONBOARDING } from '../texts.js';
import { KIT_LABELS } from './kit-labels.js';
import { usePlatform } from './platform-context.js';

export interface ImageUploadFieldProps {
  /** Names the image for screen readers, e.g. 'Profile picture'. */
  label: string;
  /** The uploaded image's id, or null before one is chosen. */
  value: number | null;
  onChange: (id: number) => void;
  /** Preview size in px (the image service resizes to it). */
  width: number;
  height?: number;
  /** Text of the choose button; defaults to 'Add image' / 'Edit image'. */
  buttonText?: (hasImage: boolean) => string;
  className?: string;
}

/** Spec: png or jpeg only; over 10,000,000 bytes is refused with a toast and never uploaded. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return KIT_LABELS.imageType;
  if (file.size > IMAGE_MAX_BYTES) return ERRORS.imageTooLarge;
  return null;
}

/**
 * A png/jpeg upload with a preview: the file goes to the image service through the host
 * (`platform.upload`, which holds the token) and the field keeps the new image id. Used by the
 * profile, organization and event forms alike.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  width,
  height = width,
  buttonText,
  className,
}: ImageUploadFieldProps) {
  const platform = usePlatform();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const preview = platform.imageUrl(value, width, height);

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
    <div className={`cy-image-field${className ? ` ${className}` : ''}`}>
      <div className="cy-image-field__preview" style={{ aspectRatio: `${width} / ${height}` }}>
        {preview ? <img src={preview} alt={label} width={width} height={height} /> : <span aria-hidden="true">+</span>}
      </div>
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
        {uploading
          ? KIT_LABELS.uploading
          : (buttonText ?? ((has) => (has ? ONBOARDING.editImage : ONBOARDING.addImage)))(value !== null)}
      </button>
    </div>
  );
}
