import type { UserChip } from '@cypher/contracts';
import { UserAvatar } from '@cypher/contracts/react';
import { LABELS } from './labels';

/** Chosen users as chips, each with a remove button (when `onRemove` is given). */
export function UserChips({ users, onRemove, label }: { users: UserChip[]; onRemove?: (user: UserChip) => void; label: string }) {
  if (users.length === 0) return <p className="cy-muted">{LABELS.userSearch.noneChosen}</p>;
  return (
    <ul className="cy-chips" aria-label={label}>
      {users.map((user) => (
        <li key={user.id} className="cy-chip">
          <UserAvatar avatar={user.avatar} size={30} />
          <span>{user.dancerName}</span>
          {onRemove ? (
            <button
              type="button"
              className="cy-chip__remove"
              aria-label={LABELS.remove(user.dancerName)}
              onClick={() => onRemove(user)}
            >
              ×
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
