import { routes, type Battle } from '@cypher/contracts';
import { usePlatform, UserAvatar, UserSearch } from '@cypher/contracts/react';
import { BATTLE_EDITOR_LABELS } from '../labels';

interface Props {
  battle: Battle;
  onChange: (battle: Battle) => void;
}

/** Judges are added and removed right away through POST/DELETE /battles/{id}/role with role judge. */
export function BattleJudges({ battle, onChange }: Props) {
  const { api } = usePlatform();
  const role = async (method: 'addRole' | 'removeRole', userId: number) => {
    const answer = await api.call(routes.battles[method], { params: { id: battle.id }, body: { userId, role: 'judge' } });
    if (answer) onChange(answer);
  };
  return (
    <fieldset className="ev-fieldset">
      <legend className="cy-field__label">{BATTLE_EDITOR_LABELS.judges}</legend>
      <ul className="cy-chips">
        {battle.judges.map((judge) => (
          <li key={judge.id} className="cy-chip">
            <UserAvatar avatar={judge.avatar} size={32} />
            {judge.dancerName}
            <button
              type="button"
              className="cy-chip__remove"
              aria-label={BATTLE_EDITOR_LABELS.removeJudge(judge.dancerName)}
              onClick={() => void role('removeRole', judge.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <UserSearch
        label={BATTLE_EDITOR_LABELS.addJudge}
        excludeIds={battle.judges.map((judge) => judge.id)}
        onSelect={(user) => void role('addRole', user.id)}
      />
    </fieldset>
  );
}
