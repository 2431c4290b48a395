import type { Battle } from '@cypher/contracts';
import { capText, formatDollars } from '@cypher/contracts/rules';
import { AreaLink, usePlatform } from '@cypher/contracts/react';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { paths } from '../../../shared/paths';
import { DancerLink } from '../../../shared/dancer-avatar';
import { RichText } from './rich-text';

const ORG_IMAGE_PX = 24;

/** The details panel: description, prizes, organizing organization, judges and the participation cap. */
export function BattleDetails({ battle }: { battle: Battle }) {
  const platform = usePlatform();
  const cap = capText(battle.participationCapType, battle.limit);
  const hasPrizes = battle.prizesDesc.trim() !== '' || battle.prizes.length > 0;
  const orgImage = platform.imageUrl(battle.orgChip.image, ORG_IMAGE_PX * 2);
  return (
    <section className="cy-card bt-panel bt-details" aria-labelledby="bt-details-title">
      <h2 id="bt-details-title" className="cy-heading">
        {BATTLE_PAGE_LABELS.details}
      </h2>
      {battle.description ? <RichText className="bt-details__description" html={battle.description} /> : null}
      {battle.orgChip.id !== 0 ? (
        <p className="bt-details__org">
          {BATTLE_PAGE_LABELS.organizer}{' '}
          <AreaLink className="bt-org-chip" to={paths.organization(battle.orgChip.id)}>
            {orgImage ? <img src={orgImage} alt="" width={ORG_IMAGE_PX} height={ORG_IMAGE_PX} /> : null}
            {battle.orgChip.name}
          </AreaLink>
        </p>
      ) : null}
      {hasPrizes ? (
        <div className="bt-details__prizes">
          <h3 className="bt-details__subtitle">{BATTLE_PAGE_LABELS.prizes}</h3>
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
      {battle.judges.length > 0 ? (
        <div className="bt-details__judges">
          <h3 className="bt-details__subtitle">{BATTLE_PAGE_LABELS.judges}</h3>
          <ul className="bt-judges">
            {battle.judges.map((judge) => (
              <li key={judge.id} className="bt-judges__item">
                <DancerLink id={judge.id} dancerName={judge.dancerName} avatar={judge.avatar} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cap ? <p className="bt-details__cap">{cap}</p> : null}
    </section>
  );
}
