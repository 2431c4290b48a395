import { WIZARD_LABELS } from '../labels';

/** The five progress dots; the current one is named for screen readers. */
export function WizardDots({ step }: { step: number }) {
  const total = WIZARD_LABELS.steps.length;
  return (
    <ol className="cy-dots" aria-label={WIZARD_LABELS.progress(step + 1, total)}>
      {WIZARD_LABELS.steps.map((name, index) => (
        <li
          key={name}
          className={`cy-dots__dot${index < step ? ' cy-dots__dot--done' : ''}${index === step ? ' cy-dots__dot--current' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="cy-visually-hidden">{name}</span>
        </li>
      ))}
    </ol>
  );
}
