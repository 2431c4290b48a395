import { fitsTextLimit } from '@cypher/contracts/rules';
import { RichTextEditor } from '@cypher/contracts/react';
import { WIZARD_LABELS } from '../labels';

interface Props {
  label: string;
  value: string;
  /** The field's limit in characters (the API's); its column's bytes count too. */
  max: number;
  onChange: (html: string) => void;
}

/** A description: the rich-text editor, and 'Text is too long' under it while the API would refuse it. */
export function RichTextField({ label, value, max, onChange }: Props) {
  return (
    <div className="ev-field">
      <span className="cy-field__label">{label}</span>
      <RichTextEditor label={label} initialValue={value} onChange={onChange} />
      {fitsTextLimit(value, max) ? null : (
        <p className="ev-field__error" role="alert">
          {WIZARD_LABELS.textTooLong}
        </p>
      )}
    </div>
  );
}
