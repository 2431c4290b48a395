import { CREW_LABELS } from '../../../shared/crew-labels';

/**
 * Accept and Decline side by side: an invitation answered by the invitee, a request to join
 * answered by the crew. `name` (the dancer asking) tells the buttons of several rows apart.
 */
export function AnswerButtons({ busy, name, onAnswer }: { busy: boolean; name?: string; onAnswer: (accept: boolean) => void }) {
  return (
    <span className="bt-entry__actions">
      <button
        type="button"
        className="cy-button cy-button--accent cy-button--small"
        disabled={busy}
        aria-label={name ? `${CREW_LABELS.accept} ${name}` : undefined}
        onClick={() => onAnswer(true)}
      >
        {CREW_LABELS.accept}
      </button>
      <button
        type="button"
        className="cy-button cy-button--ghost cy-button--small"
        disabled={busy}
        aria-label={name ? `${CREW_LABELS.decline} ${name}` : undefined}
        onClick={() => onAnswer(false)}
      >
        {CREW_LABELS.decline}
      </button>
    </span>
  );
}
