import { ONBOARDING_LABELS } from '../../../shared/onboarding-labels';

/** One dot per step; the current one is filled. Read out as 'Step n of 6'. */
export function ProgressDots({ current, total }: { current: number; total: number }) {
  return (
    <div className="cy-dots" role="img" aria-label={ONBOARDING_LABELS.progress(current + 1, total)}>
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          className={`cy-dots__dot${index === current ? ' cy-dots__dot--current' : ''}${index < current ? ' cy-dots__dot--done' : ''}`}
        />
      ))}
    </div>
  );
}
