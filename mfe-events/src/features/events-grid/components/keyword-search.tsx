import { LABELS } from '../../../shared/labels';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** The keyword box; the page debounces what it sends (spec: about 1.2 s). */
export function KeywordSearch({ value, onChange }: Props) {
  return (
    <div className="ev-search" role="search">
      <label htmlFor="ev-keyword" className="cy-visually-hidden">
        {LABELS.searchEvents}
      </label>
      <input
        id="ev-keyword"
        className="cy-input"
        type="search"
        value={value}
        placeholder={LABELS.searchEvents}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
