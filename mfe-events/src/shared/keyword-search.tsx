import { useRef, useState } from 'react';
import { LABELS } from './labels';
import { Modal } from './modal';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

function SearchBox({ id, value, onChange }: Props & { id: string }) {
  return (
    <>
      <label htmlFor={id} className="cy-visually-hidden">
        {LABELS.searchEvents}
      </label>
      <input
        id={id}
        className="cy-input"
        type="search"
        value={value}
        placeholder={LABELS.searchEvents}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * The keyword box; the page debounces what it sends (spec: about 1.2 s). Spec: on small screens
 * the search is a dialog — below 600 px a button (saying what is searched) opens it; CSS picks
 * which of the two shows, so nothing moves once the page's script has run.
 */
export function KeywordSearch({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="ev-search" role="search">
      <div className="ev-search__inline">
        <SearchBox id="ev-keyword" value={value} onChange={onChange} />
      </div>
      <button
        ref={button}
        type="button"
        className="cy-button cy-button--ghost ev-search__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">⌕ </span>
        {value.trim() ? LABELS.searchingFor(value.trim()) : LABELS.searchEvents}
      </button>
      {open ? (
        <Modal title={LABELS.searchEvents} onClose={close} focusFirst className="ev-search-dialog">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <SearchBox id="ev-keyword-dialog" value={value} onChange={onChange} />
          </form>
        </Modal>
      ) : null}
    </div>
  );
}
