import { SearchInput, useDebouncedValue } from '@cypher/contracts/react';
import { LABELS } from './labels';
import { Modal } from './modal';
import { PeriodCounts } from './period-counts';
import { useKeywordCounts } from './use-keyword-counts';

/** The counts follow the typing once it pauses this long. */
const COUNT_DELAY_MS = 500;

export interface KeywordDialogProps {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}

/** How many events the keyword finds now, to come and past (spec: the search dialog's counts). */
function MatchCounts({ keyword }: { keyword: string }) {
  const { data } = useKeywordCounts(keyword);
  if (!data) return <p className="cy-muted ev-search-dialog__counts">&nbsp;</p>;
  return (
    <p className="cy-muted ev-search-dialog__counts" role="status">
      <PeriodCounts {...data} />
    </p>
  );
}

/** The keyword search as a dialog (spec: on small screens) with its matches per period; Enter or Close ends it. */
export function KeywordDialog({ value, onChange, onClose }: KeywordDialogProps) {
  const keyword = useDebouncedValue(value.trim(), COUNT_DELAY_MS);
  return (
    <Modal title={LABELS.searchEvents} onClose={onClose} focusFirst className="ev-search-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <SearchInput value={value} onChange={onChange} label={LABELS.searchEvents} />
      </form>
      {keyword ? <MatchCounts keyword={keyword} /> : null}
    </Modal>
  );
}
