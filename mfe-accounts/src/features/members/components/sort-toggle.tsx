import { MEMBERS } from '@cypher/contracts/texts';
import type { MemberSort } from '../api/use-member-cards';

/** 'Sort by' A-Z / Z-A: one button that flips the order and says which order is on. */
export function SortToggle({ sort, onChange }: { sort: MemberSort; onChange: (sort: MemberSort) => void }) {
  const ascending = sort === 'name-asc';
  return (
    <div className="ac-sort">
      <span className="ac-sort__label" id="ac-sort-label">
        {MEMBERS.sortBy}
      </span>
      <button
        type="button"
        className="cy-button cy-button--small"
        aria-describedby="ac-sort-label"
        onClick={() => onChange(ascending ? 'name-desc' : 'name-asc')}
      >
        {ascending ? MEMBERS.sortAsc : MEMBERS.sortDesc}
      </button>
    </div>
  );
}
