import type { ReactNode } from 'react';
import { IMAGE_FIELD } from '../texts/image-field.js';
import { lazyPart } from './lazy-part.js';
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

/** Text of the choose button: the caller's, or 'Add image' / 'Edit image'. */
export function chooseButtonText({ buttonText, value }: ImageUploadFieldProps): string {
  return (buttonText ?? ((has) => (has ? IMAGE_FIELD.editImage : IMAGE_FIELD.addImage)))(value !== null);
}

/** The field's box and preview, around its controls: the field and its stand-in share it. */
export function ImageFieldFrame({ field, children }: { field: ImageUploadFieldProps; children: ReactNode }) {
  const { label, value, width, height = width, className } = field;
  const preview = usePlatform().imageUrl(value, width, height);
  return (
    <div className={`cy-image-field${className ? ` ${className}` : ''}`}>
      <div className="cy-image-field__preview" style={{ aspectRatio: `${width} / ${height}` }}>
        {preview ? <img src={preview} alt={label} width={width} height={height} /> : <span aria-hidden="true">+</span>}
      </div>
      {children}
    </div>
  );
}

/** While the field's code arrives: the preview and the button, not yet usable, at their final size. */
function ImageFieldStandIn(field: ImageUploadFieldProps) {
  return (
    <ImageFieldFrame field={field}>
      <button type="button" className="cy-button cy-button--ghost" disabled>
        {chooseButtonText(field)}
      </button>
    </ImageFieldFrame>
  );
}

/**
 * A png/jpeg upload with a preview: the file goes to the image service through the host
 * (`platform.upload`, which holds the token) and the field keeps the new image id. Used by the
 * profile, organization and event forms (and editors' headers), so its code is fetched when one
 * is first rendered.
 */
export const ImageUploadField = lazyPart<ImageUploadFieldProps>(
  () => import('./image-upload-field-view.js'),
  'ImageUploadFieldView',
  ImageFieldStandIn,
);
