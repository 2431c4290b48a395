export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name; also the placeholder unless one is given. */
  label: string;
  /** Shown in the empty box; `null` shows none (e.g. while a count it names is loading). */
  placeholder?: string | null;
  /** For a page whose journeys or styles find this one box by id (the events lists' keyword). */
  id?: string;
}

/**
 * The kit's search box of a list page header (members, organizations, events): the keyword as
 * typed; the page debounces it before asking the API.
 */
export function SearchInput({ value, onChange, label, placeholder, id }: SearchInputProps) {
  return (
    <input
      id={id}
      className="cy-input cy-input--search"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder === null ? undefined : (placeholder ?? label)}
      aria-label={label}
      // The box filters as it is typed in: the browser's past entries would only cover the results.
      autoComplete="off"
    />
  );
}
