import { useState, type FormEvent } from 'react';
import type { UserChip } from '@cypher/contracts';
import { UserSearch } from '@cypher/contracts/react';
import { UserChips } from '../../shared/user-chips';
import { LABELS } from '../../shared/labels';

/** Pick a dancer, then 'Add member' (spec: adding requires a selected user). */
export function AddMemberForm({ excludeIds, onAdd }: { excludeIds: number[]; onAdd: (user: UserChip) => Promise<boolean> }) {
  const [selected, setSelected] = useState<UserChip | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setBusy(true);
    const added = await onAdd(selected);
    setBusy(false);
    if (added) setSelected(null);
  };
  return (
    <form className="og-add-member" onSubmit={submit}>
      <UserSearch
        label={LABELS.members.pick}
        excludeIds={selected ? [...excludeIds, selected.id] : excludeIds}
        onSelect={setSelected}
      />
      {selected ? <UserChips users={[selected]} label={LABELS.members.pick} onRemove={() => setSelected(null)} /> : null}
      <button type="submit" className="cy-button cy-button--accent" disabled={!selected || busy}>
        {LABELS.members.add}
      </button>
    </form>
  );
}
