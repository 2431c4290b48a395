import { useId } from 'react';
import { IMAGE_SIZE } from '@cypher/contracts';
import { ImageUploadField } from '@cypher/contracts/react';
import { LABELS } from '../../shared/labels';

interface Props {
  name: string;
  image: number | null;
  onName: (name: string) => void;
  onImage: (image: number) => void;
}

/** Step 1: the organization's image (png or jpeg) and name. */
export function InfoStep({ name, image, onName, onImage }: Props) {
  const nameId = useId();
  return (
    <div className="og-step">
      <ImageUploadField value={image} onChange={onImage} label={LABELS.wizard.image} width={IMAGE_SIZE.orgSmall} />
      <label htmlFor={nameId} className="og-field__label">
        {LABELS.wizard.name}
      </label>
      <input
        id={nameId}
        className="cy-input"
        value={name}
        maxLength={150}
        required
        onChange={(event) => onName(event.target.value)}
      />
    </div>
  );
}
