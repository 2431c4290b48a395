import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { battleIdOf } from '../../../shared/battle-id';
import { useBattle, type BattleState } from './use-battle';

/** The battle of the route's `:id` (battle pages and their tabs); a missing one is reported not found. */
export function useRouteBattle(): BattleState {
  const platform = usePlatform();
  const state = useBattle(battleIdOf(useParams().id));
  useEffect(() => {
    if (state.status === 'missing') platform.notFound();
  }, [state.status, platform]);
  return state;
}
