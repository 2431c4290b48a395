import type { ReactNode } from 'react';
import { useJudgeWritesQueue } from '../api/use-judge-writes';
import { JudgeWritesContext } from '../judge-writes';

/** Gives the rows below a judge's and staff's writes (scores, gone marks) and what waits to be sent. */
export function JudgeWritesProvider({ battleId, children }: { battleId: number; children: ReactNode }) {
  return <JudgeWritesContext.Provider value={useJudgeWritesQueue(battleId)}>{children}</JudgeWritesContext.Provider>;
}
