import { useId } from 'react';
import type { UserChip } from '../schemas/chips.js';
import { lazyPart } from './lazy-part.js';

export interface UserSearchProps {
  label: string;
  /** Users already chosen: the API leaves them out (`ex`). */
  excludeIds: number[];
  onSelect: (user: UserChip) => void;
  disabled?: boolean;
}

export const USER_SEARCH_PLACEHOLDER = 'Type a dancer name';

/** While the search's code arrives: its label and an empty field, at their final size. */
function UserSearchStandIn({ label }: UserSearchProps) {
  const inputId = useId();
  return (
    <div className="cy-user-search">
      <label htmlFor={inputId} className="cy-field__label">
        {label}
      </label>
      <input id={inputId} className="cy-input" type="text" disabled placeholder={USER_SEARCH_PLACEHOLDER} />
    </div>
  );
}

/**
 * A combobox over GET /users (k, ex, pp 100); leaving it clears the results after 300 ms. Only
 * editors' forms show it, so its code is fetched when one is first rendered.
 */
export const UserSearch = lazyPart<UserSearchProps>(() => import('./user-search-view.js'), 'UserSearchView', UserSearchStandIn);
