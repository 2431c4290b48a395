import { BLURRED_PLACEHOLDER_ITEMS } from '@cypher/contracts';
import { BATTLE_PAGE_LABELS } from './battle-page-labels';

/** What a visitor sees of a battle that hides its participants: a blurred list of 16 blank rows. */
export function HiddenEntries() {
  return (
    <div className="bt-hidden">
      <p className="bt-hidden__note">{BATTLE_PAGE_LABELS.hiddenParticipants}</p>
      <ul className="bt-entries bt-entries--blurred" aria-hidden="true">
        {Array.from({ length: BLURRED_PLACEHOLDER_ITEMS }, (_, i) => (
          <li key={i} className="bt-entry bt-entry--placeholder" />
        ))}
      </ul>
    </div>
  );
}
