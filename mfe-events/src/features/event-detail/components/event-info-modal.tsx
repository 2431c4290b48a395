import { Modal } from '../../../shared/modal';
import { EVENT_LABELS } from '../labels';

/** "We've emailed you some help": shown once on the event page right after publishing it. */
export function EventInfoModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={EVENT_LABELS.infoModalTitle} onClose={onClose}>
      <p>{EVENT_LABELS.infoModalText}</p>
    </Modal>
  );
}
