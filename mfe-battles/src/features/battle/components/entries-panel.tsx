import type { Battle, BattleParticipant } from '@cypher/contracts';
import { useSessionUser } from '@cypher/contracts/react';
import { LABELS } from '../../../labels';
import { DancerRow } from './dancer-row';
import { HiddenEntries } from './hidden-entries';
import { entriesHidden } from '../viewer';

/**
 * The dancers of a 1 vs 1 battle, then the waitlist; the caller's own row highlighted. A battle
 * that hides its participants shows them to its staff only; everyone else sees a blurred placeholder.
 */
export function EntriesPanel({ battle }: { battle: Battle }) {
  const userId = useSessionUser()?.id ?? null;
  const hidden = entriesHidden(battle);
  const row = (dancer: BattleParticipant) => <DancerRow key={dancer.id} dancer={dancer} own={dancer.id === userId} />;
  const registered = battle.participants.filter((dancer) => !dancer.inWaitlist).map(row);
  const waiting = battle.waitList.map(row);
  return (
    <section className="cy-card bt-panel" aria-labelledby="bt-entries-title">
      <h2 id="bt-entries-title" className="cy-heading">
        {LABELS.participants}{' '}
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
