import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { USER_SEARCH_PAGE_SIZE, USER_SELECT_BLUR_CLEAR_MS } from '../constants.js';
// The route table through the shared `@cypher/contracts` (already on the page), not relatively: a
// chunk fetched on demand would carry a second copy of it.
import { routes } from '@cypher/contracts';
import { useApi } from './use-api.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { USER_SEARCH_PLACEHOLDER, type UserSearchProps } from './user-search.js';
import { UserAvatar } from './user-avatar.js';

/** The keyword is sent once typing pauses this long (the spec gives no number for this picker). */
const USER_SEARCH_DEBOUNCE_MS = 300;

const NO_DANCERS = 'No dancers found';

/** What `UserSearch` shows once its chunk is here (see there). */
export function UserSearchView({ label, excludeIds, onSelect, disabled }: UserSearchProps) {
  const inputId = useId();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const keyword = useDebouncedValue(typed.trim(), USER_SEARCH_DEBOUNCE_MS);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = { p: 0, pp: USER_SEARCH_PAGE_SIZE, k: keyword, ex: excludeIds.length ? excludeIds.join(',') : undefined };
  const { data } = useApi(routes.users.list, keyword ? { query } : null);
  const results = open && keyword ? (data ?? []).filter((user) => !excludeIds.includes(user.id)) : [];

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => setActive(0), [keyword]);

  const choose = (index: number) => {
    const user = results[index];
    if (!user) return;
    onSelect({ id: user.id, dancerName: user.dancerName, avatar: user.avatar });
    setTyped('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setActive((active + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((active - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && results.length) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="cy-user-search">
      <label htmlFor={inputId} className="cy-field__label">
        {label}
      </label>
      <input
        id={inputId}
        className="cy-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results.length ? optionId(active) : undefined}
        value={typed}
        disabled={disabled}
        placeholder={USER_SEARCH_PLACEHOLDER}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        // Spec: the results are cleared 300 ms after the field is left (a click on a result lands first).
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), USER_SELECT_BLUR_CLEAR_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={label} className="cy-user-search__results" hidden={results.length === 0}>
        {results.map((user, index) => (
          <li
            key={user.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="cy-user-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <UserAvatar avatar={user.avatar} size={32} />
            {user.dancerName}
          </li>
        ))}
      </ul>
      {open && keyword && data && results.length === 0 ? <p className="cy-muted">{NO_DANCERS}</p> : null}
    </div>
  );
}
