import { useSessionUser } from '@cypher/contracts/react';
import { Field } from './field';

interface Props {
  label: string;
  /** The first option: no organization (the event) or the product itself (a battle, id 0). */
  none: { value: number | ''; label: string };
  value: number | '';
  onChange: (value: number | null) => void;
}

/** A choice among the signed-in dancer's organizations (from the session). */
export function OrganizationSelect({ label, none, value, onChange }: Props) {
  const organizations = useSessionUser()?.organizations ?? [];
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
