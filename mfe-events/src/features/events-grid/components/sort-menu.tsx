import { words } from '../../../words';
import type { SortDirection, SortField } from '../grid-search';

interface Props {
  field: SortField;
  direction: SortDirection;
  onFieldChange: (field: SortField) => void;
  onDirectionToggle: () => void;
}

/** 'Date created' or 'A-Z', and a button that flips ascending/descending. */
export function SortMenu({ field, direction, onFieldChange, onDirectionToggle }: Props) {
  const ascending = direction === 'asc';
  return (
    <div className="ev-sort">
      <label htmlFor="ev-sort-field">{words.sortBy}</label>
      <select
        id="ev-sort-field"
        className="cy-input"
        value={field}
        onChange={(event) => onFieldChange(event.target.value as SortField)}
      >
        <option value="date">{words.sortDate}</option>
        <option value="name">{words.sortName}</option>
      </select>
      <button
        type="button"
        className="cy-button"
        onClick={onDirectionToggle}
        aria-label={ascending ? words.sortAscending : words.sortDescending}
        title={ascending ? words.sortAscending : words.sortDescending}
      >
        <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}
