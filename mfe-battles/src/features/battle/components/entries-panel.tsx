import type { ReactNode } from 'react';
import type { Battle, BattleParticipant, Crew } from '@cypher/contracts';
import { useSessionUser } from '@cypher/contracts/react';
import { LABELS } from '../../../labels';
import { CrewRow } from './crew-row';
import { DancerRow } from './dancer-row';
import { HiddenEntries } from './hidden-entries';

/** Rows of the registered entries and of the waitlist: crews of a crew battle, dancers of a 1 vs 1. */
function entryRows(battle: Battle, userId: number | null): { registered: ReactNode[]; waiting: ReactNode[] } {
  if (battle.crewSize !== 1) {
    const row = (crew: Crew) => <CrewRow key={crew.id} crew={crew} />;
    return {
      registered: battle.crews.filter((crew) => !crew.inWaitlist).map(row),
      waiting: battle.crews.filter((crew) => crew.inWaitlist).map(row),
    };
  }
  const row = (dancer: BattleParticipant) => <DancerRow key={dancer.id} dancer={dancer} own={dancer.id === userId} />;
  return { registered: battle.participants.filter((dancer) => !dancer.inWaitlist).map(row), waiting: battle.waitList.map(row) };
}

/**
 * Who is in the battle: crews or dancers, then the waitlist. A battle that hides its participants
 * shows them to its editors only; everyone else sees a blurred placeholder.
 */
export function EntriesPanel({ battle }: { battle: Battle }) {
  const userId = useSessionUser()?.id ?? null;
  const hidden = battle.hideParticipants && !battle.canEdit;
  const { registered, waiting } = entryRows(battle, userId);
  return (
    <section className="cy-card bt-panel" aria-labelledby="bt-entries-title">
      <h2 id="bt-entries-title" className="cy-heading">
        {battle.crewSize !== 1 ? LABELS.crews : LABELS.participants}{' '}
        <span className="bt-panel__count">
          {LABELS.registered(battle.registeredCount)} · {LABELS.checkedInCount(battle.checkedInCount)}
        </span>
      </h2>
      {hidden ? (
        <HiddenEntries />
      ) : registered.length === 0 ? (
        <p className="cy-muted">{LABELS.noneRegistered}</p>
      ) : (
        <ul className="bt-entries">{registered}</ul>
      )}
      {!hidden && waiting.length > 0 ? (
        <>
          <h3 className="bt-panel__subtitle">{LABELS.waitlist}</h3>
          <ul className="bt-entries">{waiting}</ul>
        </>
      ) : null}
    </section>
  );
}
