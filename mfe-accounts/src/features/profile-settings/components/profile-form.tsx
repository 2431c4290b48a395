import { useState, type FormEvent } from 'react';
import { IMAGE_SIZE, ONBOARDING, type UserProfile } from '@cypher/contracts';
import { ImageUploadField } from '../../../shared/image-upload-field';
import { LocationFields } from '../../../shared/location-fields';
import { TextField } from '../../../shared/text-field';
import { useSaveProfile } from '../api/use-save-profile';
import { maskBirthday, profileValuesOf, toProfileUpdate, validateProfile, type ProfileErrors } from '../rules/profile-values';
import { SETTINGS_LABELS } from '../settings-labels';
import { SaveButton } from './save-button';

const AVATAR_PX = IMAGE_SIZE.avatars[5];

/** Profile tab: dancer name, first and last name, birthday, location and avatar. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const [values, setValues] = useState(() => profileValuesOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const { save, saving } = useSaveProfile();
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length === 0) await save(toProfileUpdate(values));
  }

  return (
    <form className="ac-settings__form" noValidate onSubmit={submit}>
      <ImageUploadField
        label={SETTINGS_LABELS.avatar}
        value={values.avatar}
        onChange={(avatar) => change({ avatar })}
        width={AVATAR_PX}
      />
      <TextField
        label={SETTINGS_LABELS.dancerName}
        value={values.dancerName}
        onChange={(dancerName) => change({ dancerName })}
        error={errors.dancerName}
      />
      <TextField
        label={SETTINGS_LABELS.firstName}
        autoComplete="given-name"
        value={values.firstName}
        onChange={(firstName) => change({ firstName })}
        error={errors.firstName}
      />
      <TextField
        label={SETTINGS_LABELS.lastName}
        autoComplete="family-name"
        value={values.lastName}
        onChange={(lastName) => change({ lastName })}
        error={errors.lastName}
      />
      <TextField
        label={SETTINGS_LABELS.birthday}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={ONBOARDING.birthdayPlaceholder}
        maxLength={ONBOARDING.birthdayMask.length}
        value={values.birthday}
        onChange={(text) => change({ birthday: maskBirthday(text) })}
        error={errors.birthday}
      />
      <LocationFields value={values} onChange={(location) => change(location)} errors={errors} />
      <SaveButton saving={saving} />
    </form>
  );
}
