import { createContext, useContext } from 'react';
import type { JudgeWrites } from './api/use-judge-writes';

/**
 * A judge's scores and staff's gone marks for the shown rows, with the writes waiting for the
 * connection. Provided by `JudgeWritesProvider` (judge controls chunk) only to those who make them,
 * so a spectator's page never downloads the offline write queue; null for everyone else.
 */
export const JudgeWritesContext = createContext<JudgeWrites | null>(null);

export const useJudgeWrites = () => useContext(JudgeWritesContext);
