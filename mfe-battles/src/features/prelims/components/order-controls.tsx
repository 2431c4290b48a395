import { useId } from 'react';
import { PRELIMS_SORT_FIELDS } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { PRELIMS_LABELS } from '../labels';
import type { PrelimsOrder, PrelimsOrderField } from '../order-entries';

/** 'Order by' Points, Name or 'Assigned number', with a direction toggle beside it. */
export function OrderControls({ order, onChange }: { order: PrelimsOrder; onChange: (order: PrelimsOrder) => void }) {
  const selectId = useId();
  const ascending = order.direction === 'asc';
  return (
    <div className="bt-order">
      <label htmlFor={selectId} className="bt-order__label">
        {PRELIMS.orderBy}
      </label>
      <select
        id={selectId}
        className="cy-input bt-order__select"
        value={order.field}
        onChange={(event) => onChange({ ...order, field: event.target.value as PrelimsOrderField })}
      >
        {PRELIMS_SORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {PRELIMS.sortOptions[field]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="cy-button cy-button--ghost bt-order__direction"
        aria-label={PRELIMS_LABELS.orderDirection(ascending)}
        onClick={() => onChange({ ...order, direction: ascending ? 'desc' : 'asc' })}
      >
        <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}
