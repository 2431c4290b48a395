import { ONBOARDING } from '@cypher/contracts/texts';
import { countryHasStates } from '@cypher/contracts/countries';
import { CountrySelect } from './country-select';
import { TextField } from './text-field';

export interface LocationValue {
  /** Country code, '' before one is chosen. */
  country: string;
  state: string;
  city: string;
}

interface Props {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  errors?: Partial<Record<keyof LocationValue, string>>;
}

/**
 * Country (flags, type-ahead), State* only for Australia, Canada and the United States, City* —
 * as onboarding asks them (its CountrySelect). A new country clears state and city, which belonged
 * to the old one. Used by Profile settings.
 */
export function LocationFields({ value, onChange, errors = {} }: Props) {
  return (
    <>
      <CountrySelect
        value={value.country}
        onChange={(country) => onChange({ country, state: '', city: '' })}
        error={errors.country}
      />
      {countryHasStates(value.country) ? (
        <TextField
          label={ONBOARDING.state}
          autoComplete="address-level1"
          value={value.state}
          onChange={(state) => onChange({ ...value, state })}
          error={errors.state}
        />
      ) : null}
      <TextField
        label={ONBOARDING.city}
        autoComplete="address-level2"
        value={value.city}
        onChange={(city) => onChange({ ...value, city })}
        error={errors.city}
      />
    </>
  );
}
