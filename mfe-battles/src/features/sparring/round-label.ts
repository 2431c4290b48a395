import type { Sparring } from '@cypher/contracts';
import { JUDGING_LABELS } from '../../shared/judging-labels';
import { roundKind } from './sparring-rules';

/** 'Round 2' or 'Tie-breaker 1'. */
export function roundLabel(sparring: Sparring, index: number): string {
  const { extra, n } = roundKind(sparring, index);
  return extra ? JUDGING_LABELS.sparring.tieBreaker(n) : JUDGING_LABELS.sparring.round(n);
}
