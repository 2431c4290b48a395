import type { ReactNode } from 'react';
import { useBattleContext } from '../../../shared/battle-context';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { seesStaffTools } from '../../../shared/battle-page-viewer';
import { StaffTools } from '../staff-parts';

/**
 * The frame of either list of who takes part (1 vs 1 dancers, crews): its title, the staff tools,
 * the counts (registered, checked in) and, when the battle has one, its cap.
 */
export function ParticipantsSection({ title, cap, children }: { title: string; cap?: string | null; children: ReactNode }) {
  const { battle } = useBattleContext();
  return (
    <section className="cy-card bt-panel" aria-labelledby="bt-entries-title">
      <div className="bt-panel__head">
        <h2 id="bt-entries-title" className="cy-heading">
          {title}
        </h2>
        {seesStaffTools(battle) ? <StaffTools /> : null}
      </div>
      <p className="bt-panel__count">
        {BATTLE_PAGE_LABELS.registered(battle.registeredCount)} · {BATTLE_PAGE_LABELS.checkedInCount(battle.checkedInCount)}
        {cap ? ` · ${cap}` : ''}
      </p>
      {children}
    </section>
  );
}
