import { ONBOARDING } from '@cypher/contracts/texts';
import { countryHasStates } from '@cypher/contracts/countries';
import { TextField } from '../../../shared/text-field';
import { CountrySelect } from '../../../shared/country-select';
import type { StepProps } from './step-props';

/**
 * Step 4, location: Country (flags, type-ahead), State* only for Australia, Canada and the United
 * States, City*. A new country clears state and city, which belonged to the old one.
 */
export function LocationStep({ values, errors, change }: StepProps) {
  return (
    <>
      <CountrySelect
        value={values.country}
        onChange={(country) => change({ country, state: '', city: '' })}
        error={errors.country}
      />
      {countryHasStates(values.country) ? (
        <TextField
          label={ONBOARDING.state}
          autoComplete="address-level1"
          value={values.state}
          onChange={(state) => change({ state })}
          error={errors.state}
        />
      ) : null}
      <TextField
        label={ONBOARDING.city}
        autoComplete="address-level2"
        value={values.city}
        onChange={(city) => change({ city })}
        error={errors.city}
      />
    </>
  );
}
