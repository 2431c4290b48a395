import { ONBOARDING } from '@cypher/contracts/texts';
import { ONBOARDING_LABELS } from '../../../shared/onboarding-labels';
import { BirthdayField, NameFields } from '../../../shared/person-fields';
import { TextField } from '../../../shared/text-field';
import type { StepProps } from './step-props';

/** Step 1, 'Full name': First name* and Last name*. */
export function FullNameStep({ values, errors, change }: StepProps) {
  return (
    <NameFields
      labels={{ firstName: ONBOARDING.firstName, lastName: ONBOARDING.lastName }}
      values={values}
      errors={errors}
      onChange={change}
    />
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
    <BirthdayField
      label={ONBOARDING_LABELS.birthday}
      value={values.birthday}
      error={errors.birthday}
      onChange={(birthday) => change({ birthday })}
    />
  );
}
