import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { useBattle } from '../features/battle/api/use-battle';
import { BattleDetails } from '../features/battle/components/battle-details';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { EntriesPanel } from '../features/battle/components/entries-panel';
import { WinnersPanel } from '../features/battle/components/winners-panel';
import { LABELS } from '../labels';

/** `:id` as a battle id; anything but a positive whole number is no battle at all. */
function battleIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d*$/.test(param) ? Number(param) : null;
}

/** /battle/:id — the Registration tab: heading, details, winners and who takes part (read-only). */
export function BattlePage() {
  const platform = usePlatform();
  const state = useBattle(battleIdOf(useParams().id));

  useEffect(() => {
    if (state.status === 'missing') platform.notFound();
  }, [state.status, platform]);

  if (state.status === 'missing') return null;
  if (state.status === 'loading') return <p className="cy-skeleton bt-loading" role="status" aria-label={LABELS.loading} />;
  const { battle } = state;
  return (
    <article className="cy-page">
      <BattleHeading battle={battle} />
      <div className="bt-layout">
        <BattleDetails battle={battle} />
        <div className="bt-layout__main">
          <WinnersPanel winners={battle.winners} />
          <EntriesPanel battle={battle} />
        </div>
      </div>
    </article>
  );
}
