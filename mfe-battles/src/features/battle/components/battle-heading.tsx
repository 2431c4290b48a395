import type { Battle } from '@cypher/contracts';
import { crewSizeLabel } from '@cypher/contracts/rules';
import { AreaLink } from '@cypher/contracts/react';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';
import { BattleTabs, type BattleTab } from './battle-tabs';
import { StartDate } from './start-date';

/** Title, the event it belongs to, style, category and start, then the battle's tabs (`tab` is the page's). */
export function BattleHeading({ battle, tab = 'registration' }: { battle: Battle; tab?: BattleTab }) {
  return (
    <header className="bt-heading">
      <h1 className="cy-title">{battle.title}</h1>
      <dl className="bt-facts">
        <div className="bt-facts__item">
          <dt>{LABELS.facts.event}</dt>
          <dd>
            <AreaLink className="cy-link" to={paths.event(battle.event.id)}>
              {battle.event.title}
            </AreaLink>
          </dd>
        </div>
        <div className="bt-facts__item">
          <dt>{LABELS.facts.style}</dt>
          <dd>{LABELS.style[battle.style]}</dd>
        </div>
        <div className="bt-facts__item">
          <dt>{LABELS.facts.category}</dt>
          <dd>{crewSizeLabel(battle.crewSize)}</dd>
        </div>
        {battle.startDate ? (
          <div className="bt-facts__item">
            <dt>{LABELS.facts.starts}</dt>
            <dd>
              <StartDate iso={battle.startDate} />
            </dd>
          </div>
        ) : null}
      </dl>
      <BattleTabs battleId={battle.id} style={battle.style} current={tab} />
    </header>
  );
}
