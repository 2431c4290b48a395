import { MAX_TIERS, TIER_DESCRIPTION_MAX } from '@cypher/contracts';
import { isAmountTooLarge } from '@cypher/contracts/rules';
import { WIZARD_LABELS } from '../labels';
import { emptyTier, type EventForm, type TierForm } from '../event-form';
import { DollarsInput } from './dollars-input';
import { Field } from './field';

interface Props {
  form: EventForm;
  change: (patch: Partial<EventForm>) => void;
}

/** Tiers: at most 10; cost in USD (saved in cents); the title is optional while there is one tier. */
export function TiersStep({ form, change }: Props) {
  const tiers = form.tiers;
  const update = (index: number, patch: Partial<TierForm>) =>
    change({ tiers: tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
  return (
    <div className="ev-wizard__fields">
      <ol className="cy-list ev-tiers">
        {tiers.map((tier, index) => (
          <li key={tier.id ?? `new-${index}`} className="ev-tier">
            <fieldset className="ev-tier__fields">
              <legend className="cy-field__label">{WIZARD_LABELS.tier(index + 1)}</legend>
              <Field
                label={tiers.length === 1 ? WIZARD_LABELS.tierTitleOptional : WIZARD_LABELS.tierTitle}
                // Next stays off until every title is there: say which field holds it up.
                error={untitled(tiers, tier) ? WIZARD_LABELS.tierTitleRequired : null}
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    className="cy-input"
                    value={tier.title}
                    maxLength={150}
                    required={tiers.length > 1}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                )}
              </Field>
              <DollarsInput label={WIZARD_LABELS.tierCost} value={tier.cost} onChange={(cost) => update(index, { cost })} />
              <Field label={WIZARD_LABELS.tierDescription}>
                {({ id }) => (
                  <textarea
                    id={id}
                    className="cy-input"
                    rows={2}
                    maxLength={TIER_DESCRIPTION_MAX}
                    value={tier.description}
                    onChange={(event) => update(index, { description: event.target.value })}
                  />
                )}
              </Field>
              {tiers.length > 1 ? (
                <button
                  type="button"
                  className="cy-button cy-button--ghost cy-button--small"
                  onClick={() => change({ tiers: tiers.filter((_, i) => i !== index) })}
                >
                  {WIZARD_LABELS.removeTier(index + 1)}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {tiers.length < MAX_TIERS ? (
        <button type="button" className="cy-button" onClick={() => change({ tiers: [...tiers, emptyTier()] })}>
          {WIZARD_LABELS.addTier}
        </button>
      ) : null}
    </div>
  );
}

/** A tier without the title it needs: with more than one tier, each needs one. */
const untitled = (tiers: TierForm[], tier: TierForm) => tiers.length > 1 && tier.title.trim() === '';

/** More than one tier needs every title (the API refuses untitled tiers then), and no cost may be above the most. */
export function tiersStepBlocked(form: EventForm): boolean {
  return form.tiers.some((tier) => untitled(form.tiers, tier) || isAmountTooLarge(tier.cost));
}
