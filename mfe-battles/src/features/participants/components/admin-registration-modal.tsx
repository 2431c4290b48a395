import { useState } from 'react';
import { BATTLE_DANCER_SEARCH_PAGE_SIZE, routes, type Battle, type BattleCandidate } from '@cypher/contracts';
import { isSignedDateValid } from '@cypher/contracts/rules';
import { InfiniteScrollSentinel, SearchInput, useApiPages, useDebouncedValue } from '@cypher/contracts/react';
import { DIALOG_LABELS } from '../../../shared/dialog-labels';
import { STAFF_LABELS } from '../staff-labels';
import { Modal } from '../../../shared/modal';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { DancerSignatures, type Kind } from './dancer-signatures';

/** The keyword is sent once typing pauses this long (as the other user pickers). */
const SEARCH_DEBOUNCE_MS = 300;

/** Whether the dancer has signed every document the battle requires. */
function signedAll(battle: Battle, candidate: BattleCandidate): boolean {
  return (
    (!battle.hasAgreement || isSignedDateValid(candidate.agreementSignedAt)) &&
    (!battle.hasWaiver || isSignedDateValid(candidate.waiverSignedAt))
  );
}

/**
 * Admin registration: dancers from GET /admin/battles/{id}/users (50 a page, searchable), ticked
 * and registered together. Each needs the battle's agreement and waiver signed, which the admin
 * can record for them here. Submit needs at least one dancer.
 */
export default function AdminRegistrationModal({ onClose }: { onClose: () => void }) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<number[]>([]);
  const [signed, setSigned] = useState<Record<number, Partial<Pick<BattleCandidate, 'agreementSignedAt' | 'waiverSignedAt'>>>>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const list = useApiPages(
    routes.admin.battleUsers,
    (p) => ({ params: { id: battle.id }, query: { p, pp: BATTLE_DANCER_SEARCH_PAGE_SIZE, k: keyword || undefined } }),
    (page) => page,
    BATTLE_DANCER_SEARCH_PAGE_SIZE,
    keyword,
  );
  const candidates = list.items.map((candidate) => ({ ...candidate, ...signed[candidate.id] }));
  const chosen = candidates.filter((candidate) => selected.includes(candidate.id));
  const ready = selected.length > 0 && chosen.every((candidate) => signedAll(battle, candidate));

  const toggle = (id: number) => setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const recordSigned = (id: number) => (kind: Kind, signedAt: string) =>
    setSigned((all) => ({
      ...all,
      [id]: { ...all[id], [kind === 'agreement' ? 'agreementSignedAt' : 'waiverSignedAt']: signedAt },
    }));
  const submit = async () => {
    setBusy(true);
    const answer = await call(routes.admin.registerDancers, { params: { id: battle.id }, body: { userIds: selected } });
    setBusy(false);
    if (answer !== null) onClose();
  };

  return (
    <Modal
      title={STAFF_LABELS.registerDancers}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="cy-button cy-button--ghost" onClick={onClose}>
            {DIALOG_LABELS.cancel}
          </button>
          <button type="button" className="cy-button cy-button--accent" disabled={!ready || busy} onClick={submit}>
            {STAFF_LABELS.submit}
          </button>
        </>
      }
    >
      <SearchInput value={typed} onChange={setTyped} label={STAFF_LABELS.searchDancers} />
      <ul className="bt-entries" aria-label={STAFF_LABELS.dancers}>
        {candidates.map((candidate) => (
          <li key={candidate.id} className="bt-entry">
            <label className="bt-check">
              <input
                type="checkbox"
                checked={candidate.registered || selected.includes(candidate.id)}
                disabled={candidate.registered}
                onChange={() => toggle(candidate.id)}
              />
              <span className="bt-entry__name">{candidate.dancerName}</span>
              {candidate.email ? <span className="cy-muted">{candidate.email}</span> : null}
            </label>
            {candidate.registered ? (
              <span className="bt-badge">{STAFF_LABELS.alreadyRegistered}</span>
            ) : (
              <DancerSignatures dancer={candidate} onSigned={recordSigned(candidate.id)} />
            )}
          </li>
        ))}
      </ul>
      {!list.loading && candidates.length === 0 ? <p className="cy-muted">{STAFF_LABELS.noDancerFound}</p> : null}
      <InfiniteScrollSentinel list={list} />
    </Modal>
  );
}
