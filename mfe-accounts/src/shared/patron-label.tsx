import { LABELS } from './labels';

/** Marks a dancer who supports Cypher on Patreon. */
export function PatronLabel() {
  return <span className="ac-patron">{LABELS.patron}</span>;
}
