import { SPARRING_POINTS_MAX, SPARRING_POINTS_MIN } from '@cypher/contracts';
import { tapWholePoint, toggleHalfPoint } from '@cypher/contracts/rules';
import { JUDGING_LABELS } from '../../../shared/judging-labels';

const WHOLE_POINTS = Array.from({ length: SPARRING_POINTS_MAX - SPARRING_POINTS_MIN + 1 }, (_, i) => SPARRING_POINTS_MIN + i);

interface PointsPadProps {
  /** What the pad is for, e.g. 'Round 1, Red'. */
  label: string;
  colour: 'red' | 'blue';
  value: number | null;
  disabled: boolean;
  onChange: (points: number | null) => void;
}

/**
 * A judge's points for one side of one round: 6 to 10 (tapping the chosen number again clears
 * it) and the star that adds half a point.
 */
export function PointsPad({ label, colour, value, disabled, onChange }: PointsPadProps) {
  const whole = value === null ? null : Math.floor(value);
  const half = value !== null && !Number.isInteger(value);
  return (
    <div className={`bt-round-pad bt-corner--${colour}`} role="group" aria-label={label}>
      {WHOLE_POINTS.map((n) => (
        <button
          key={n}
          type="button"
          className="bt-round-pad__key"
          aria-pressed={whole === n}
          aria-label={JUDGING_LABELS.sparring.point(n)}
          disabled={disabled}
          onClick={() => onChange(tapWholePoint(value, n))}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className="bt-round-pad__key"
        aria-pressed={half}
        aria-label={JUDGING_LABELS.sparring.halfPoint}
        disabled={disabled || value === null}
        onClick={() => onChange(toggleHalfPoint(value))}
      >
        <span aria-hidden="true">★</span>
      </button>
    </div>
  );
}
