import type { EventDetail } from '@cypher/contracts';
import { crewSizeLabel, formatDollars, priceLabel } from '@cypher/contracts/rules';
import { LABELS } from '../../../shared/labels';
import { WIZARD_LABELS } from '../labels';
import { tierCostCents, type EventForm } from '../event-form';

interface Props {
  form: EventForm;
  event: EventDetail;
  /** Opens a step to edit it (index into the steps). */
  onEdit: (step: number) => void;
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: React.ReactNode;
}) {
  return (
    <section className="ev-review__section" aria-label={title}>
      <div className="ev-review__head">
        <h3 className="cy-heading">{title}</h3>
        <button
          type="button"
          className="cy-button cy-button--ghost cy-button--small"
          onClick={() => onEdit(step)}
          aria-label={WIZARD_LABELS.editStep(title)}
        >
          <span aria-hidden="true">✎</span>
        </button>
      </div>
      {children}
    </section>
  );
}

const whenText = (date: string, time: string) => (date ? `${date} ${time}` : WIZARD_LABELS.notSet);

/** Review: each step's values with a pencil back to it. */
export function ReviewStep({ form, event, onEdit }: Props) {
  const steps = WIZARD_LABELS.steps;
  const costs = form.tiers.map((tier) => tierCostCents(tier.cost));
  return (
    <div className="ev-review">
      <Section title={steps[0]} step={0} onEdit={onEdit}>
        <p className="ev-review__title">{form.title || LABELS.untitled}</p>
        <p className="cy-muted">{form.locationAddress || WIZARD_LABELS.notSet}</p>
        {form.website ? <p className="cy-muted">{form.website}</p> : null}
      </Section>
      <Section title={steps[1]} step={1} onEdit={onEdit}>
        <p>
          {whenText(form.startDate, form.startTime)} – {whenText(form.endDate, form.endTime)}
        </p>
        <p className="cy-muted">{form.timeZone.replace(/_/g, ' ')}</p>
      </Section>
      <Section title={steps[2]} step={2} onEdit={onEdit}>
        <p className="ev-review__price">{priceLabel(costs)}</p>
        <ul className="cy-list">
          {form.tiers.map((tier, index) => (
            <li key={tier.id ?? index}>
              {tier.title || WIZARD_LABELS.tier(index + 1)}: {costs[index] ? formatDollars(costs[index]) : WIZARD_LABELS.free}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={steps[3]} step={3} onEdit={onEdit}>
        {event.battles.length ? (
          <ul className="cy-chips">
            {event.battles.map((battle) => (
              <li key={battle.id} className="cy-chip">
                {battle.title || LABELS.untitled} · {crewSizeLabel(battle.crewSize)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="cy-muted">{WIZARD_LABELS.noBattles}</p>
        )}
      </Section>
    </div>
  );
}
