import { GRID_LABELS } from '../labels';
import { sortParam, type EventSort, type SortDirection, type SortField } from '../grid-search';

interface Props {
  sort: EventSort;
  onSort: (sort: EventSort) => void;
}

/** 'Date created' or 'A-Z', and a button that flips ascending/descending. */
export function SortMenu({ sort, onSort }: Props) {
  const [field, direction] = sort.split('-') as [SortField, SortDirection];
  const ascending = direction === 'asc';
  return (
    <div className="ev-sort">
      <label htmlFor="ev-sort-field">{GRID_LABELS.sortBy}</label>
      <select
        id="ev-sort-field"
        className="cy-input"
        value={field}
        onChange={(event) => onSort(sortParam(event.target.value as SortField, direction))}
      >
        <option value="date">{GRID_LABELS.sortDate}</option>
        <option value="name">{GRID_LABELS.sortName}</option>
      </select>
      <button
        type="button"
        className="cy-button"
        onClick={() => onSort(sortParam(field, ascending ? 'desc' : 'asc'))}
        aria-label={ascending ? GRID_LABELS.sortAscending : GRID_LABELS.sortDescending}
        title={ascending ? GRID_LABELS.sortAscending : GRID_LABELS.sortDescending}
      >
        <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}
