import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { countryByCode, filterCountries } from '@cypher/contracts/countries';
import { ONBOARDING_LABELS } from './onboarding-labels';
import type { CountrySelectProps } from './country-select';

/**
 * The Country select: a combobox whose text filters the world list with the contracts' matcher
 * ('us' and 'u.s' find United States); arrows move through the flags, Enter chooses, Escape closes.
 */
export function CountrySelectView({ value, onChange, error }: CountrySelectProps) {
  const id = useId();
  const chosen = countryByCode(value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = useMemo(() => (open ? filterCountries(query) : []), [open, query]);
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(code: string) {
    setQuery(null);
    if (code !== value) onChange(code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setQuery('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(matches.length - 1, index + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const match = matches[active];
      if (match) choose(match.shortName);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setQuery(null);
    }
  }

  const shown = open ? query : chosen ? `${chosen.flag} ${chosen.name}` : '';
  return (
    <div className="ac-field ac-country">
      <label className="ac-field__label" htmlFor={id}>
        {ONBOARDING_LABELS.country}
      </label>
      <div className="ac-field__frame">
        <input
          id={id}
          className="ac-field__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={ONBOARDING_LABELS.countryPlaceholder}
          value={shown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => !open && setQuery('')}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
        />
      </div>
      {open ? (
        <ul id={`${id}-list`} role="listbox" className="ac-country__list" aria-label={ONBOARDING_LABELS.country}>
          {matches.length === 0 ? <li className="ac-country__empty">{ONBOARDING_LABELS.noCountry}</li> : null}
          {matches.map((country, index) => (
            <li
              key={country.shortName}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="ac-country__option"
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(country.shortName);
              }}
            >
              <span aria-hidden="true">{country.flag}</span> {country.name}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ac-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
