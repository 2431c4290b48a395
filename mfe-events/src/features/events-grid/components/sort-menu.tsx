import { GRID_LABELS } from '../labels';
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
      <label htmlFor="ev-sort-field">{GRID_LABELS.sortBy}</label>
      <select
        id="ev-sort-field"
        className="cy-input"
        value={field}
        onChange={(event) => onFieldChange(event.target.value as SortField)}
      >
        <option value="date">{GRID_LABELS.sortDate}</option>
        <option value="name">{GRID_LABELS.sortName}</option>
      </select>
      <button
        type="button"
        className="cy-button"
        onClick={onDirectionToggle}
        aria-label={ascending ? GRID_LABELS.sortAscending : GRID_LABELS.sortDescending}
        title={ascending ? GRID_LABELS.sortAscending : GRID_LABELS.sortDescending}
      >
        <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}
