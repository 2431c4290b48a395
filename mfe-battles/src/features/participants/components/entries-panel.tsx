import type { ReactNode } from 'react';
import type { BattleParticipant } from '@cypher/contracts';
import { useSessionUser } from '@cypher/contracts/react';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { useBattleContext } from '../../../shared/battle-context';
import { entriesHidden, isEventStaff } from '../../../shared/viewer';
import { StaffDancerActions } from '../staff-parts';
import { DancerRow } from './dancer-row';
import { ParticipantsSection } from './participants-section';
import { HiddenEntries } from '../../../shared/hidden-entries';

/**
 * The dancers of a 1 vs 1 battle, then the waitlist; the caller's own row highlighted. Staff get
 * each dancer's documents and actions (check in, un-check, unregister). A battle that hides its
 * participants shows them to its staff only; everyone else sees a blurred placeholder.
 */
export function EntriesPanel() {
  const { battle } = useBattleContext();
  const userId = useSessionUser()?.id ?? null;
  const hidden = entriesHidden(battle);

  const list = (rowActions?: (dancer: BattleParticipant) => ReactNode) => {
    const row = (dancer: BattleParticipant) => (
      <DancerRow key={dancer.id} dancer={dancer} own={dancer.id === userId} actions={rowActions?.(dancer)} />
    );
    const registered = battle.participants.filter((dancer) => !dancer.inWaitlist).map(row);
    const waiting = battle.waitList.map(row);
    return (
      <>
        {hidden ? (
          <HiddenEntries />
        ) : registered.length === 0 ? (
          <p className="cy-muted">{BATTLE_PAGE_LABELS.noneRegistered}</p>
        ) : (
          <ul className="bt-entries">{registered}</ul>
        )}
        {!hidden && waiting.length > 0 ? (
          <>
            <h3 className="bt-panel__subtitle">{BATTLE_PAGE_LABELS.waitlist}</h3>
            <ul className="bt-entries">{waiting}</ul>
          </>
        ) : null}
      </>
    );
  };
  return (
    <ParticipantsSection title={BATTLE_PAGE_LABELS.participants}>
      {isEventStaff(battle) ? <StaffDancerActions>{list}</StaffDancerActions> : list()}
    </ParticipantsSection>
  );
}
