import { useState, type ReactNode } from 'react';
import type { PrelimsEntry, PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { SearchInput } from '@cypher/contracts/react';
import { PrelimsButtons, ReadyAnnouncement } from '../judge-controls';
import { judgingRounds } from '../judging';
import { PRELIMS_LABELS } from '../labels';
import { defaultOrder, orderEntries, searchEntries } from '../order-entries';
import { useBracketWatch } from '../use-bracket-watch';
import { OrderControls } from './order-controls';
import { PrelimsRow, type PrelimsViewer } from './prelims-row';

interface ScoringPanelProps {
  prelims: PrelimsResult;
  viewer: PrelimsViewer;
  /** The Group route shows only its group and leaves 'Add to bracket' out. */
  groupId?: number | null;
  /** The Group route's row menu (event editors). */
  rowMenu?: (entry: PrelimsEntry) => ReactNode;
}

/** The preliminaries panel (list view): order, search, one row per dancer or crew, the editors' buttons. */
export function ScoringPanel({ prelims, viewer, groupId = null, rowMenu }: ScoringPanelProps) {
  const [order, setOrder] = useState(() => defaultOrder(prelims.permissions.canJudge));
  const [keyword, setKeyword] = useState('');
  const rounds = judgingRounds(prelims);
  const shown = orderEntries(searchEntries(prelims.entries, keyword, groupId), order);
  const inScope = groupId === null ? prelims.entries : searchEntries(prelims.entries, '', groupId);
  useBracketWatch(prelims);
  const announcesReady = groupId === null && (prelims.permissions.canFinishPrelims || prelims.permissions.canJudge);

  return (
    <section className="bt-scoring cy-card" aria-label={PRELIMS_LABELS.entries}>
      {announcesReady ? <ReadyAnnouncement prelims={prelims} /> : null}
      <div className="bt-scoring__toolbar">
        <OrderControls order={order} onChange={setOrder} />
        <SearchInput value={keyword} onChange={setKeyword} label={PRELIMS.searchDancers} />
      </div>
      {inScope.length === 0 ? (
        <p className="bt-scoring__empty">{PRELIMS_LABELS.noEntries}</p>
      ) : shown.length === 0 ? (
        <p className="bt-scoring__empty">{PRELIMS_LABELS.nothingFound}</p>
      ) : (
        <ul className="bt-score-rows">
          {shown.map((entry) => (
            <PrelimsRow key={entry.id} entry={entry} prelims={prelims} rounds={rounds} viewer={viewer} menu={rowMenu?.(entry)} />
          ))}
        </ul>
      )}
      <PrelimsButtons prelims={prelims} withAddToBracket={groupId === null} />
    </section>
  );
}
