import { lazyPart } from '@cypher/contracts/react';
import { ONBOARDING_LABELS } from './onboarding-labels';
import { TextField } from './text-field';

export interface CountrySelectProps {
  /** The chosen country's code, or '' before one is chosen. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

/** While the select's code arrives: its label and an empty field, not yet usable, at their final size. */
function CountrySelectStandIn({ error }: CountrySelectProps) {
  return (
    <TextField
      className="ac-country"
      label={ONBOARDING_LABELS.country}
      value=""
      onChange={() => undefined}
      placeholder={ONBOARDING_LABELS.countryPlaceholder}
      error={error}
      disabled
    />
  );
}

/**
 * The Country select (view in country-select-view.tsx). Its code carries the world's country
 * names (3.7 KB), which only onboarding's location step and the Profile settings tab draw, so it
 * is fetched when a select is first drawn.
 */
export const CountrySelect = lazyPart<CountrySelectProps>(
  () => import('./country-select-view'),
  'CountrySelectView',
  CountrySelectStandIn,
);
