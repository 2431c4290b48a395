import { countryByCode } from '@cypher/contracts/countries';

interface Props {
  city: string | null;
  state: string | null;
  /** Country code as stored (ISO alpha-2 or GB-ENG…). */
  country: string | null;
}

/** "City, State, Country" with the country's flag; the parts the dancer gave, nothing when none. */
export function MemberLocation({ city, state, country }: Props) {
  const known = countryByCode(country);
  const parts = [city, state, known?.name ?? country].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return (
    <p className="ac-card__location">
      {known ? (
        <span className="ac-card__flag" aria-hidden="true">
          {known.flag}
        </span>
      ) : null}
      {parts.join(', ')}
    </p>
  );
}
