import type { EventDetail } from '@cypher/contracts';
import { crewSizeLabel, formatDollars, formatEventDates, formatEventTimes, priceLabel } from '@cypher/contracts/rules';
import { LABELS } from '../../../shared/labels';
import { WIZARD_LABELS } from '../labels';
import { endIso, startIso, tierCostCents, type EventForm } from '../event-form';

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

/** A labelled value; what is not set yet says so under its name. */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value ? undefined : 'cy-muted'}>{value || WIZARD_LABELS.notSet}</dd>
    </div>
  );
}

/** Review: each step's values with a pencil back to it. */
export function ReviewStep({ form, event, onEdit }: Props) {
  const steps = WIZARD_LABELS.steps;
  const costs = form.tiers.map((tier) => tierCostCents(tier.cost));
  // As the event page will show them: in the event's own time zone.
  const [start, end] = [startIso(form), endIso(form)];
  return (
    <div className="ev-review">
      <Section title={steps[0]} step={0} onEdit={onEdit}>
        <p className="ev-review__title">{form.title || LABELS.untitled}</p>
        <dl className="ev-review__facts">
          <Fact label={WIZARD_LABELS.address} value={form.locationAddress} />
          {form.website ? <Fact label={WIZARD_LABELS.reviewWebsite} value={form.website} /> : null}
        </dl>
      </Section>
      <Section title={steps[1]} step={1} onEdit={onEdit}>
        <dl className="ev-review__facts">
          <Fact label={WIZARD_LABELS.reviewDate} value={formatEventDates(start, end, form.timeZone)} />
          <Fact label={WIZARD_LABELS.reviewTime} value={formatEventTimes(start, end, form.timeZone)} />
          <Fact label={WIZARD_LABELS.timeZone} value={form.timeZone.replace(/_/g, ' ')} />
        </dl>
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
