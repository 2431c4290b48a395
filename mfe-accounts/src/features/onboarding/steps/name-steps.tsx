import { ONBOARDING } from '@cypher/contracts';
import { ONBOARDING_LABELS } from '../../../labels';
import { TextField } from '../../../shared/text-field';
import { maskBirthday } from '../onboarding-values';
import type { StepProps } from './step-props';

/** Step 1, 'Full name': First name* and Last name*. */
export function FullNameStep({ values, errors, change }: StepProps) {
  return (
    <>
      <TextField
        label={ONBOARDING.firstName}
        autoComplete="given-name"
        value={values.firstName}
        onChange={(firstName) => change({ firstName })}
        error={errors.firstName}
      />
      <TextField
        label={ONBOARDING.lastName}
        autoComplete="family-name"
        value={values.lastName}
        onChange={(lastName) => change({ lastName })}
        error={errors.lastName}
      />
    </>
  );
}

/** Step 2, 'Username': the dancer name everyone sees. */
export function DancerNameStep({ values, errors, change }: StepProps) {
  return (
    <TextField
      label={ONBOARDING.dancerName}
      autoComplete="nickname"
      value={values.dancerName}
      onChange={(dancerName) => change({ dancerName })}
      error={errors.dancerName}
    />
  );
}

/** Step 3, 'Enter your birthday': typed through the ##/##/#### mask. */
export function BirthdayStep({ values, errors, change }: StepProps) {
  return (
    <TextField
      label={ONBOARDING_LABELS.birthday}
      inputMode="numeric"
      autoComplete="bday"
      placeholder={ONBOARDING.birthdayPlaceholder}
      maxLength={ONBOARDING.birthdayMask.length}
      value={values.birthday}
      onChange={(text) => change({ birthday: maskBirthday(text) })}
      error={errors.birthday}
    />
  );
}
