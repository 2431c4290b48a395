import { useSessionUser } from '@cypher/contracts/react';
import { Field } from './field';

interface Props {
  label: string;
  /** The first option: no organization (the event) or the product itself (a battle, id 0). */
  none: { value: number | ''; label: string };
  value: number | '';
  onChange: (value: number | null) => void;
}

/**
 * A choice among the signed-in dancer's organizations (from the session): only those the dancer
 * runs (admin or promoter, the session's `runs`), which are the only ones the API takes for an
 * event and for a battle. Decision: the spec's "chosen from the user's organizations" for a
 * battle is narrowed to those, because the battle's organization decides whose leaderboard its
 * results earn points on, which a member must not award. The one already chosen stays, so
 * editing an event or a battle keeps showing it.
 */
export function OrganizationSelect({ label, none, value, onChange }: Props) {
  const organizations = (useSessionUser()?.organizations ?? []).filter((org) => org.runs !== false || org.id === value);
  return (
    <Field label={label}>
      {({ id }) => (
        <select
          id={id}
          className="cy-input"
          value={value}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value={none.value}>{none.label}</option>
          {organizations.map((org) => (
            <option key={org.id} value={org.id}>
              {org.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
