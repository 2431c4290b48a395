import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { routeAnswers, type AnyRoute, type Battle, type RouteInput, type RouteResponse } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

interface BattleContextValue {
  battle: Battle;
  /** Put a battle the API answered in place of the shown one. */
  replace: (battle: Battle) => void;
  /** Read the battle again (after a call that answers something else, e.g. check-in). */
  reload: () => void;
}

const BattleContext = createContext<BattleContextValue | null>(null);

export function BattleProvider({ children, ...value }: BattleContextValue & { children: ReactNode }) {
  const { battle, replace, reload } = value;
  const memo = useMemo(() => ({ battle, replace, reload }), [battle, replace, reload]);
  return <BattleContext.Provider value={memo}>{children}</BattleContext.Provider>;
}

/** The shown battle and how to update it; only inside the battle page. */
export function useBattleContext(): BattleContextValue {
  const value = useContext(BattleContext);
  if (!value) throw new Error('useBattleContext outside BattleProvider');
  return value;
}

/**
 * Runs a battle call and shows its answer: calls that answer the battle replace it, others
 * (check-in answers the event, signatures a date) read it again. Resolves to the answer, or null
 * when the call failed (the platform has already shown the error toast).
 */
export function useBattleCall() {
  const { api } = usePlatform();
  const { replace, reload } = useBattleContext();
  return useCallback(
    async <D extends AnyRoute>(route: D, input: RouteInput<D>): Promise<RouteResponse<D> | null> => {
      const answer = await api.call(route, input);
      if (answer === null) return null;
      if (routeAnswers(route, 'Battle')) replace(answer as Battle);
      else reload();
      return answer;
    },
    [api, replace, reload],
  );
}
