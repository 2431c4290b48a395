import { BATTLE_PAGE_LABELS } from './battle-page-labels';

/** 'Checked in' or 'Not checked in', as a small badge (the text, not only the colour, tells). */
export function CheckInBadge({ checkedIn }: { checkedIn: boolean }) {
  return (
    <span className={checkedIn ? 'bt-badge bt-badge--ok' : 'bt-badge'}>
      {checkedIn ? BATTLE_PAGE_LABELS.checkedIn : BATTLE_PAGE_LABELS.notCheckedIn}
    </span>
  );
}
