import { useState, type FormEvent } from 'react';
import type { UserProfile } from '@cypher/contracts';
import { ImageUploadField } from '@cypher/contracts/react';
import { LocationFields } from '../../../shared/location-fields';
import { BirthdayField, NameFields } from '../../../shared/person-fields';
import { TextField } from '../../../shared/text-field';
import { useSaveProfile } from '../api/use-save-profile';
import { profileValuesOf, toProfileUpdate, validateProfile, type ProfileErrors } from '../rules/profile-values';
import { SETTINGS_LABELS } from '../settings-labels';
import { SaveButton } from './save-button';

/** The kit's image field shows its preview 200 px wide: the avatar is asked at twice that for sharp
 *  screens (asked at 100 px, it was blurred). */
const AVATAR_PX = 2 * 200;

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
      <NameFields
        labels={{ firstName: SETTINGS_LABELS.firstName, lastName: SETTINGS_LABELS.lastName }}
        values={values}
        errors={errors}
        onChange={change}
      />
      <BirthdayField
        label={SETTINGS_LABELS.birthday}
        value={values.birthday}
        error={errors.birthday}
        onChange={(birthday) => change({ birthday })}
      />
      <LocationFields value={values} onChange={(location) => change(location)} errors={errors} />
      <SaveButton saving={saving} />
    </form>
  );
}
