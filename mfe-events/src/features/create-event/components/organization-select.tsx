import { useSessionUser } from '@cypher/contracts/react';
import { Field } from './field';

interface Props {
  label: string;
  /** The first option: no organization (the event) or the product itself (a battle, id 0). */
  none: { value: number | ''; label: string };
  value: number | '';
  onChange: (value: number | null) => void;
  /**
   * Only those the dancer runs (admin or promoter): an event's organization, which the API allows
   * to no one else. A battle's is any of theirs (spec: "chosen from the user's organizations").
   * The one already chosen stays, so editing an event keeps showing it.
   */
  runOnly?: boolean;
}

/** A choice among the signed-in dancer's organizations (from the session). */
export function OrganizationSelect({ label, none, value, onChange, runOnly = false }: Props) {
  const organizations = (useSessionUser()?.organizations ?? []).filter(
    (org) => !runOnly || org.runs !== false || org.id === value,
  );
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
