import { PRELIMS_POINTS_MAX, PRELIMS_POINTS_MIN } from '@cypher/contracts';
import { tapWholePoint, toggleHalfPoint } from '@cypher/contracts/rules';
import { JUDGE_LABELS } from '../judge-labels';

const WHOLE_POINTS = Array.from(
  { length: PRELIMS_POINTS_MAX - PRELIMS_POINTS_MIN + 1 },
  (_, index) => PRELIMS_POINTS_MIN + index,
);

/**
 * A judge's number pad: 1 to 10 and a star for the half point (spec §2). Tapping the chosen
 * number again clears it; the star adds or removes 0.5 once a number is chosen. Buttons are big:
 * judges tap them on a phone in a loud hall.
 */
export function PointsPad({
  value,
  onChange,
  label,
}: {
  value: number | null;
  onChange: (points: number | null) => void;
  label: string;
}) {
  const hasHalf = value !== null && !Number.isInteger(value);
  return (
    <div className="bt-pad" role="group" aria-label={label}>
      {WHOLE_POINTS.map((whole) => (
        <button
          key={whole}
          type="button"
          className="bt-pad__key"
          aria-pressed={value !== null && Math.floor(value) === whole}
          onClick={() => onChange(tapWholePoint(value, whole))}
        >
          {whole}
        </button>
      ))}
      <button
        type="button"
        className="bt-pad__key bt-pad__key--half"
        aria-pressed={hasHalf}
        disabled={value === null}
        onClick={() => onChange(toggleHalfPoint(value))}
      >
        {/* The star is what judges know; its name is said in words (the glyphs read badly). */}
        <span aria-hidden="true">★½</span>
        <span className="cy-visually-hidden">{JUDGE_LABELS.halfPoint}</span>
      </button>
    </div>
  );
}
