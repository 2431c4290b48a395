import { LABELS } from '../../../shared/labels';
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
      <label htmlFor="ev-sort-field">{LABELS.sortBy}</label>
      <select
        id="ev-sort-field"
        className="cy-input"
        value={field}
        onChange={(event) => onFieldChange(event.target.value as SortField)}
      >
        <option value="date">{LABELS.sortDate}</option>
        <option value="name">{LABELS.sortName}</option>
      </select>
      <button
        type="button"
        className="cy-button"
        onClick={onDirectionToggle}
        aria-label={ascending ? LABELS.sortAscending : LABELS.sortDescending}
        title={ascending ? LABELS.sortAscending : LABELS.sortDescending}
      >
        <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}
