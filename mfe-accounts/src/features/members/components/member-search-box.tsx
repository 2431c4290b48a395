import { MEMBERS } from '@cypher/contracts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Dancers in the directory; null until the count has arrived. */
  count: number | null;
}

/** 'Search {count} cards': the keyword as typed; the page debounces it before asking the API. */
export function MemberSearchBox({ value, onChange, count }: Props) {
  const label = MEMBERS.search(count ?? 0);
  return (
    <input
      className="cy-input cy-input--search"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={count === null ? undefined : label}
      aria-label={label}
    />
  );
}
