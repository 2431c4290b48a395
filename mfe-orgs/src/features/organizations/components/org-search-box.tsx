import { LABELS } from '../../../labels';

/** The keyword as typed; the page debounces it before asking the API again. */
export function OrgSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      className="cy-input cy-input--search"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={LABELS.search}
      aria-label={LABELS.search}
    />
  );
}
