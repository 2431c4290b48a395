import { Modal } from '../../../shared/modal';
import { words } from '../../../words';

/** "We've emailed you some help": shown once on the event page right after publishing it. */
export function EventInfoModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={words.infoModalTitle} onClose={onClose}>
      <p>{words.infoModalText}</p>
    </Modal>
  );
}
