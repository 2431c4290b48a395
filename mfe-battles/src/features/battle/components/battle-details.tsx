import { capText, formatDollars, type Battle } from '@cypher/contracts';
import { LABELS } from '../../../labels';
import { RichText } from './rich-text';

/** The details panel: description, prizes and the participation cap. */
export function BattleDetails({ battle }: { battle: Battle }) {
  const cap = capText(battle.participationCapType, battle.limit);
  const hasPrizes = battle.prizesDesc.trim() !== '' || battle.prizes.length > 0;
  return (
    <section className="cy-card bt-panel bt-details" aria-labelledby="bt-details-title">
      <h2 id="bt-details-title" className="cy-heading">
        {LABELS.details}
      </h2>
      {battle.description ? <RichText className="bt-details__description" html={battle.description} /> : null}
      {hasPrizes ? (
        <div className="bt-details__prizes">
          <h3 className="bt-details__subtitle">{LABELS.prizes}</h3>
          {battle.prizesDesc ? <p>{battle.prizesDesc}</p> : null}
          {battle.prizes.length > 0 ? (
            <ul className="bt-prizes">
              {battle.prizes.map((prize) => (
                <li key={prize.id} className="bt-prizes__item">
                  <span>{prize.title}</span>
                  <strong>{formatDollars(prize.amount)}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {battle.orgChip.id !== 0 ? (
        <p className="bt-details__org">
          {LABELS.organizer} {battle.orgChip.name}
        </p>
      ) : null}
      {cap ? <p className="bt-details__cap">{cap}</p> : null}
    </section>
  );
}
