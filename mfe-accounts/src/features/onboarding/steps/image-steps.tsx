import { countryByCode } from '@cypher/contracts/countries';
import { ImageUploadField, usePlatform } from '@cypher/contracts/react';
import { ERRORS } from '@cypher/contracts/texts';
import { ONBOARDING_LABELS } from '../../../shared/onboarding-labels';
import type { StepProps } from './step-props';

/** Step 5, 'Add a profile picture': a png or jpeg avatar (optional). */
export function AvatarStep({ values, change }: StepProps) {
  return (
    <>
      <p className="ac-form__hint">
        {ONBOARDING_LABELS.avatarKinds} {ERRORS.imageTooLargeShort}.
      </p>
      <ImageUploadField
        className="cy-image-field--round"
        label={ONBOARDING_LABELS.avatar}
        value={values.avatar}
        onChange={(avatar) => change({ avatar })}
        width={200}
      />
    </>
  );
}

/** Step 6: the dancer card as the directory will show it, with its own image ('Add image' / 'Edit image'). */
export function CardStep({ values, change }: StepProps) {
  const platform = usePlatform();
  const country = countryByCode(values.country);
  const avatar = platform.imageUrl(values.avatar, 64);
  const place = [values.city.trim(), values.state.trim(), country?.name].filter(Boolean).join(', ');
  return (
    <>
      <p className="ac-form__hint">{ONBOARDING_LABELS.cardHint}</p>
      <article className="ac-card-preview" aria-label={values.dancerName.trim()}>
        <ImageUploadField
          className="ac-card-preview__image"
          label={ONBOARDING_LABELS.cardImage}
          value={values.card}
          onChange={(card) => change({ card })}
          width={320}
          height={200}
        />
        <div className="ac-card-preview__body">
          {avatar ? <img className="ac-card-preview__avatar" src={avatar} alt="" width={64} height={64} /> : null}
          <div>
            <p className="ac-card-preview__name">{values.dancerName.trim()}</p>
            <p className="ac-card-preview__meta">{`${values.firstName.trim()} ${values.lastName.trim()}`}</p>
            <p className="ac-card-preview__meta">
              {country ? <span aria-hidden="true">{country.flag} </span> : null}
              {place}
            </p>
          </div>
        </div>
      </article>
    </>
  );
}
