import { lazy, Suspense, useState } from 'react';
import { BATTLE_PAGE_LABELS } from '../../shared/battle-page-labels';
import { useBattleContext } from '../../shared/battle-context';
import { WinnersPanel } from './components/winners-panel';
import { canEditEvent } from '../../shared/viewer';

// Only event editors ever see the editor, so it is a chunk of its own.
const WinnersEditor = lazy(() => import('./winners-editor').then((m) => ({ default: m.WinnersEditor })));

/**
 * The results: the winners by place, or, for event editors while there are none, the editor.
 * Editors can reopen it to change existing results (classic battles of past events included).
 */
export function WinnersSection() {
  const { battle } = useBattleContext();
  const [editing, setEditing] = useState(false);
  const editor = canEditEvent(battle);
  const hasWinners = battle.winners.length > 0;
  if (editor && (!hasWinners || editing)) {
    return (
      <Suspense fallback={<div className="cy-skeleton bt-winners-skeleton" />}>
        <WinnersEditor onCancel={hasWinners ? () => setEditing(false) : undefined} onSaved={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <WinnersPanel
      winners={battle.winners}
      action={
        editor && hasWinners ? (
          <button type="button" className="cy-button cy-button--ghost cy-button--small" onClick={() => setEditing(true)}>
            {BATTLE_PAGE_LABELS.editResults}
          </button>
        ) : null
      }
    />
  );
}
