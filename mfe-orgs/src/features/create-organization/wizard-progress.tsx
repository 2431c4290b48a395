import { LABELS } from '../../shared/labels';

/** The wizard's progress dots; the current step is announced as such. */
export function WizardProgress({ step }: { step: number }) {
  const total = LABELS.wizard.steps.length;
  return (
    <ol className="cy-dots og-dots" aria-label={LABELS.wizard.progress}>
      {LABELS.wizard.steps.map((name, index) => (
        <li
          key={name}
          className={`cy-dots__dot${index < step ? ' cy-dots__dot--done' : ''}${index === step ? ' cy-dots__dot--current' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="cy-visually-hidden">
            {LABELS.wizard.step(index + 1, total)}: {name}
          </span>
        </li>
      ))}
    </ol>
  );
}
