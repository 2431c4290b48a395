import { crewSizeOptions } from '@cypher/contracts/rules';
import { BATTLE_EDITOR_LABELS } from '../labels';
import type { BattleForm } from '../battle-form';
import { Field } from './field';
import { OrganizationSelect } from './organization-select';

interface Props {
  form: BattleForm;
  change: (patch: Partial<BattleForm>) => void;
}

/** Title, category (1 vs 1 … 10 vs 10, Unlimited) and organization (the product itself is id 0). */
export function BattleBasics({ form, change }: Props) {
  return (
    <>
      <Field label={BATTLE_EDITOR_LABELS.battleTitle}>
        {({ id }) => (
          <input
            id={id}
            className="cy-input"
            value={form.title}
            maxLength={150}
            required
            onChange={(event) => change({ title: event.target.value })}
          />
        )}
      </Field>
      <div className="ev-wizard__pair">
        <Field label={BATTLE_EDITOR_LABELS.category}>
          {({ id }) => (
            <select
              id={id}
              className="cy-input"
              value={form.crewSize}
              onChange={(event) => change({ crewSize: Number(event.target.value) })}
            >
              {crewSizeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <OrganizationSelect
          label={BATTLE_EDITOR_LABELS.organization}
          none={{ value: 0, label: BATTLE_EDITOR_LABELS.product }}
          value={form.orgId}
          onChange={(orgId) => change({ orgId: orgId ?? 0 })}
        />
      </div>
    </>
  );
}
