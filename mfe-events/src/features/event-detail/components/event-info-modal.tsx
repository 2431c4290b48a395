import { Modal } from '../../../shared/modal';
import { LABELS } from '../../../shared/labels';

/** "We've emailed you some help": shown once on the event page right after publishing it. */
export function EventInfoModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={LABELS.infoModalTitle} onClose={onClose}>
      <p>{LABELS.infoModalText}</p>
    </Modal>
  );
}
