import { lazy, Suspense, useState } from 'react';
import type { Crew } from '@cypher/contracts';
import { capText } from '@cypher/contracts/rules';
import { SearchInput, useSessionUser } from '@cypher/contracts/react';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { useBattleContext } from '../../../shared/battle-context';
import { HiddenEntries } from '../../../shared/hidden-entries';
import { crewsNamed, entriesHidden, isEventStaff, ownCrew } from '../../../shared/viewer';
import { CrewEntry } from './crew-entry';
import { ParticipantsSection } from './participants-section';

const AdminCrewModal = lazy(() => import('./admin-crew-modal'));
const CrewDetailsModal = lazy(() => import('./crew-details-modal'));

/**
 * The crews of a crew battle: counts (registered, checked in), the cap, a search by crew name over
 * the crews and the waitlist, the caller's crew highlighted. Staff open a crew to manage it;
 * everyone else sees its details. Hidden lists are blurred for anyone but staff.
 */
export function CrewsPanel() {
  const { battle } = useBattleContext();
  const userId = useSessionUser()?.id ?? null;
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const hidden = entriesHidden(battle);
  const staff = isEventStaff(battle);
  const mine = ownCrew(battle, userId);
  const found = crewsNamed(battle.crews, keyword);
  const registered = found.filter((crew) => !crew.inWaitlist);
  const waiting = found.filter((crew) => crew.inWaitlist);
  const cap = capText(battle.participationCapType, battle.limit);
  const opened = battle.crews.find((crew) => crew.id === openId) ?? null;
  const open = (crew: Crew) => setOpenId(crew.id);
  const row = (crew: Crew) => <CrewEntry key={crew.id} crew={crew} own={crew.id === mine?.id} onOpen={open} />;

  return (
    <ParticipantsSection title={BATTLE_PAGE_LABELS.crews} cap={cap}>
      {hidden ? (
        <HiddenEntries />
      ) : (
        <>
          {battle.crews.length > 0 ? (
            <SearchInput value={keyword} onChange={setKeyword} label={BATTLE_PAGE_LABELS.searchCrews} />
          ) : null}
          {registered.length === 0 ? (
            <p className="cy-muted">{keyword ? BATTLE_PAGE_LABELS.noCrewFound : BATTLE_PAGE_LABELS.noneRegistered}</p>
          ) : (
            <ul className="bt-entries">{registered.map(row)}</ul>
          )}
          {waiting.length > 0 ? (
            <>
              <h3 className="bt-panel__subtitle">{BATTLE_PAGE_LABELS.waitlist}</h3>
              <ul className="bt-entries">{waiting.map(row)}</ul>
            </>
          ) : null}
        </>
      )}
      {opened ? (
        <Suspense fallback={null}>
          {staff ? (
            <AdminCrewModal crew={opened} onClose={() => setOpenId(null)} />
          ) : (
            <CrewDetailsModal crew={opened} onClose={() => setOpenId(null)} />
          )}
        </Suspense>
      ) : null}
    </ParticipantsSection>
  );
}
