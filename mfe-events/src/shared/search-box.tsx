import { LABELS } from './labels';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** The events keyword field with its hidden label: inline on the lists, inside the dialog on phones. */
export function SearchBox({ id, value, onChange }: Props) {
  return (
    <>
      <label htmlFor={id} className="cy-visually-hidden">
        {LABELS.searchEvents}
      </label>
      <input
        id={id}
        className="cy-input"
        type="search"
        value={value}
        placeholder={LABELS.searchEvents}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
