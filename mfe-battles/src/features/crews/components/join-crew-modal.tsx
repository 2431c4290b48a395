import { useState } from 'react';
import { routes } from '@cypher/contracts';
import { SearchInput } from '@cypher/contracts/react';
import { BATTLES } from '@cypher/contracts/texts';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { Modal } from '../../../shared/modal';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { crewsNamed } from '../../../shared/viewer';

/**
 * 'Join existing crew': the battle's crews, searchable by name, each with a Join button. Joining is
 * a request: the dancer is in the crew unconfirmed until the crew or the event staff accept.
 */
export default function JoinCrewModal({ onClose }: { onClose: () => void }) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const crews = crewsNamed(battle.crews, keyword);

  const join = async (crewId: number) => {
    setBusy(true);
    const answer = await call(routes.crews.join, { params: { battleId: battle.id, crewId } });
    setBusy(false);
    if (answer !== null) onClose();
  };
  return (
    <Modal title={BATTLES.joinExistingCrew} onClose={onClose}>
      <SearchInput value={keyword} onChange={setKeyword} label={BATTLE_PAGE_LABELS.searchCrews} />
      {crews.length === 0 ? (
        <p className="cy-muted">{BATTLE_PAGE_LABELS.noCrewFound}</p>
      ) : (
        <ul className="bt-entries">
          {crews.map((crew) => (
            <li key={crew.id} className="bt-entry">
              <span className="bt-entry__name">{crew.name}</span>
              <span className="cy-muted">{CREW_LABELS.memberCount(crew.participants.filter((m) => m.confirmed).length)}</span>
              <button
                type="button"
                className="cy-button cy-button--small bt-entry__end"
                disabled={busy}
                onClick={() => join(crew.id)}
                aria-label={CREW_LABELS.joinCrew(crew.name)}
              >
                {CREW_LABELS.join}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
