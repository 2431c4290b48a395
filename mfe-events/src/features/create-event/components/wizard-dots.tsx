import { words } from '../../../words';

/** The five progress dots; the current one is named for screen readers. */
export function WizardDots({ step }: { step: number }) {
  const total = words.wizard.steps.length;
  return (
    <ol className="cy-dots" aria-label={words.wizard.progress(step + 1, total)}>
      {words.wizard.steps.map((name, index) => (
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
