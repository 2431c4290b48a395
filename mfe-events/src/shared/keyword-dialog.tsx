import { SearchInput } from '@cypher/contracts/react';
import { LABELS } from './labels';
import { Modal } from './modal';

export interface KeywordDialogProps {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}

/** The keyword search as a dialog (spec: on small screens); Enter or Close ends it. */
export function KeywordDialog({ value, onChange, onClose }: KeywordDialogProps) {
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
    </Modal>
  );
}
