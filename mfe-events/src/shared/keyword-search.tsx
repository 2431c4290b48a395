import { useRef, useState } from 'react';
import { lazyPart, SearchInput } from '@cypher/contracts/react';
import type { KeywordDialogProps } from './keyword-dialog';
import { LABELS } from './labels';
import { SearchIcon } from './search-icon';

// Opened by a tap on a phone: the dialog (and the modal under it) is fetched then, not with every
// list of events; an overlay, so it needs no stand-in (nothing on the page moves when it arrives).
const KeywordDialog = lazyPart<KeywordDialogProps>(
  () => import('./keyword-dialog'),
  'KeywordDialog',
  () => null,
);

interface Props {
  value: string;
  onChange: (value: string) => void;
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
        <SearchInput id="ev-keyword" value={value} onChange={onChange} label={LABELS.searchEvents} />
      </div>
      <button
        ref={button}
        type="button"
        className="cy-button cy-button--ghost ev-search__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        {value.trim() ? LABELS.searchingFor(value.trim()) : LABELS.searchEvents}
      </button>
      {open ? <KeywordDialog value={value} onChange={onChange} onClose={close} /> : null}
    </div>
  );
}
