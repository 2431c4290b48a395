import { countryByCode } from '@cypher/contracts/countries';
import { ImageUploadField, usePlatform } from '@cypher/contracts/react';
import { ERRORS } from '@cypher/contracts/texts';
import { ONBOARDING_LABELS } from '../../../shared/onboarding-labels';
import type { StepProps } from './step-props';

// Images are asked at twice the size they are shown at, for sharp screens.
/** The kit's image field shows its preview 200 px wide. */
const AVATAR_FIELD_PX = 2 * 200;
/** The card's image fills the narrow page's 440 px less the preview's padding and border: 414 px,
 *  in the card's 8:5 shape (416 × 260, the nearest whole pair). */
const CARD_IMAGE = { width: 2 * 416, height: 2 * 260 };
/** The card's avatar, as the directory shows it. */
const CARD_AVATAR_PX = 64;

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
        width={AVATAR_FIELD_PX}
      />
    </>
  );
}

/** Step 6: the dancer card as the directory will show it, with its own image ('Add image' / 'Edit image'). */
export function CardStep({ values, change }: StepProps) {
  const platform = usePlatform();
  const country = countryByCode(values.country);
  const avatar = platform.imageUrl(values.avatar, 2 * CARD_AVATAR_PX);
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
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
        />
        <div className="ac-card-preview__body">
          {avatar ? (
            <img className="ac-card-preview__avatar" src={avatar} alt="" width={CARD_AVATAR_PX} height={CARD_AVATAR_PX} />
          ) : null}
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
