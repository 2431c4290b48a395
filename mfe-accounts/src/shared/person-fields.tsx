import { maskMonthDayYear } from '@cypher/contracts/rules';
import { ONBOARDING } from '@cypher/contracts/texts';
import { TextField } from './text-field';

interface NameFieldsProps {
  labels: { firstName: string; lastName: string };
  values: { firstName: string; lastName: string };
  errors: { firstName?: string | null; lastName?: string | null };
  onChange: (patch: { firstName: string } | { lastName: string }) => void;
}

/** First and last name, as onboarding's 'Full name' step and the Profile settings tab ask them. */
export function NameFields({ labels, values, errors, onChange }: NameFieldsProps) {
  return (
    <>
      <TextField
        label={labels.firstName}
        autoComplete="given-name"
        value={values.firstName}
        onChange={(firstName) => onChange({ firstName })}
        error={errors.firstName}
      />
      <TextField
        label={labels.lastName}
        autoComplete="family-name"
        value={values.lastName}
        onChange={(lastName) => onChange({ lastName })}
        error={errors.lastName}
      />
    </>
  );
}

interface BirthdayFieldProps {
  label: string;
  value: string;
  error?: string | null;
  onChange: (birthday: string) => void;
}

/** The birthday typed through the ##/##/#### mask (onboarding and profile settings). */
export function BirthdayField({ label, value, error, onChange }: BirthdayFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="bday"
      placeholder={ONBOARDING.birthdayPlaceholder}
      maxLength={ONBOARDING.birthdayMask.length}
      value={value}
      onChange={(text) => onChange(maskMonthDayYear(text))}
      error={error}
    />
  );
}
