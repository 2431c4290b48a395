import { useEffect, useRef, useState } from 'react';
import type { Brackets } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { bracketChanges } from '../bracket-announcements';
import { BracketList } from './bracket-list';
import { BracketTree } from './bracket-tree';

type ViewMode = 'tree' | 'list';

/** Phones open on the list; wider screens on the tree (both can switch). */
const WIDE_SCREEN = '(min-width: 900px)';
const firstView = (): ViewMode =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches ? 'tree' : 'list';

/** Says in the live region what changed since the bracket last showed (a won sparring, a new pairing). */
function useAnnouncement(brackets: Brackets): string {
  const shown = useRef<Brackets | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const changes = bracketChanges(shown.current, brackets);
    shown.current = brackets;
    if (changes.length) setAnnouncement(changes.join('. '));
  }, [brackets]);
  return announcement;
}

/** The renderer: level chips, a Tree/List switch, the bracket, and a live region for changes. */
export function BracketView({ brackets, ownId }: { brackets: Brackets; ownId: number | null }) {
  const [view, setView] = useState<ViewMode>(firstView);
  const announcement = useAnnouncement(brackets);
  return (
    <div className="bt-bracket">
      <div className="bt-bracket__bar">
        <ul className="cy-chips" aria-label={JUDGING_LABELS.bracket.levels}>
          {brackets.levels.map((level) => (
            <li key={level.name} className="cy-chip">
              {level.name} · {BRACKETS.rounds(level.rounds)}
            </li>
          ))}
        </ul>
        <div className="cy-toggle" role="group" aria-label={JUDGING_LABELS.bracket.view}>
          {(['tree', 'list'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className="cy-toggle__button"
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
            >
              {JUDGING_LABELS.bracket[mode]}
            </button>
          ))}
        </div>
      </div>
      {view === 'tree' ? <BracketTree brackets={brackets} ownId={ownId} /> : <BracketList brackets={brackets} ownId={ownId} />}
      <p className="cy-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
