import { lazy, Suspense, useState } from 'react';
import { routes } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { useBattleLive } from '@cypher/contracts/react/live';
import { useRouteBattle } from '../features/battle/api/use-route-battle';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { ownEntryId } from '../features/battle/own-entry';
import { useBrackets } from '../features/brackets/api/use-brackets';
import { BracketView } from '../features/brackets/components/bracket-view';
import '../judging.css';
import { LABELS } from '../shared/labels';
import { JUDGING_LABELS } from '../shared/judging-labels';
import { Loading } from '../shared/loading';

// The editor is for event editors only: its code loads when 'Edit brackets' is pressed.
const BracketEditor = lazy(() =>
  import('../features/brackets/components/bracket-editor').then((m) => ({ default: m.BracketEditor })),
);

/** What changes the tree: seeding and undo (brackets), a finished or reset sparring, the battle itself. */
const LIVE_TOPICS = ['brackets', 'sparring', 'battle'] as const;

/** /battle/:id/brackets — the bracket tree (or list), and 'Edit brackets' for event editors. */
export function BracketsPage() {
  const { api } = usePlatform();
  const state = useRouteBattle();
  const battleId = state.status === 'loaded' ? state.battle.id : null;
  const { data: brackets, mutate } = useBrackets(battleId);
  const byId = battleId === null ? null : { params: { id: battleId } };
  // Spectators see winners and pairings arrive without a reload (the list view announces them).
  useBattleLive(battleId, LIVE_TOPICS, byId ? [api.url(routes.battles.get, byId), api.url(routes.battles.brackets, byId)] : []);
  const userId = useSessionUser()?.id ?? null;
  const [editing, setEditing] = useState(false);

  if (state.status === 'missing') return null;
  if (state.status === 'loading') return <Loading label={LABELS.loading} />;
  const { battle } = state;
  const ownId = ownEntryId(battle, userId);
  // Before 'Add to bracket' the API answers the levels with no sparring in them: an empty tree
  // (a lone 'Final' and its VS) would look broken, so the page says when the bracket comes instead.
  const drawn = brackets ? brackets.left.length > 0 || brackets.right.length > 0 || brackets.final !== null : false;
  return (
    <article className="cy-page">
      <BattleHeading battle={battle} tab="brackets" />
      {brackets === undefined ? <Loading label={JUDGING_LABELS.bracket.loading} /> : null}
      {brackets === null || (brackets && !drawn) ? <p className="cy-empty">{JUDGING_LABELS.bracket.notDrawn}</p> : null}
      {brackets ? (
        <>
          {brackets.canEdit && !editing ? (
            <div className="bt-bracket__actions">
              <button type="button" className="cy-button" onClick={() => setEditing(true)}>
                {BRACKETS.editBrackets}
              </button>
            </div>
          ) : null}
          {editing ? (
            <Suspense fallback={<Loading label={JUDGING_LABELS.bracket.loading} />}>
              <BracketEditor
                brackets={brackets}
                crews={battle.crewSize !== 1}
                onClose={(saved) => {
                  if (saved) void mutate(saved, { revalidate: false });
                  setEditing(false);
                }}
              />
            </Suspense>
          ) : null}
          {drawn ? <BracketView brackets={brackets} ownId={ownId} /> : null}
        </>
      ) : null}
    </article>
  );
}
