import { EVENT_DESCRIPTION_MAX, EVENT_IMAGE_SIZE_PX, EVENT_LINE_MAX, EVENT_TITLE_MAX } from '@cypher/contracts';
import { fitsTextLimit, validateWebsite } from '@cypher/contracts/rules';
import { ImageUploadField } from '@cypher/contracts/react';
import { WIZARD_LABELS } from '../labels';
import type { EventForm } from '../event-form';
import { Field } from './field';
import { OrganizationSelect } from './organization-select';
import { RichTextField } from './rich-text-field';

interface Props {
  form: EventForm;
  change: (patch: Partial<EventForm>) => void;
}

/** Info: title (≤ 150), image, description, website (https), address, organization. */
export function InfoStep({ form, change }: Props) {
  const websiteError = validateWebsite(form.website);
  return (
    <div className="ev-wizard__fields">
      <Field label={WIZARD_LABELS.eventTitle}>
        {({ id }) => (
          <input
            id={id}
            className="cy-input"
            value={form.title}
            maxLength={EVENT_TITLE_MAX}
            required
            onChange={(event) => change({ title: event.target.value })}
          />
        )}
      </Field>
      <ImageUploadField
        label={WIZARD_LABELS.image}
        value={form.image}
        onChange={(image) => change({ image })}
        width={EVENT_IMAGE_SIZE_PX}
        className="ev-wizard__image"
      />
      <RichTextField
        label={WIZARD_LABELS.description}
        value={form.description}
        max={EVENT_DESCRIPTION_MAX}
        onChange={(description) => change({ description })}
      />
      <Field label={WIZARD_LABELS.website} error={form.website.trim() ? websiteError : null}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="cy-input"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={EVENT_LINE_MAX}
            value={form.website}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => change({ website: event.target.value })}
          />
        )}
      </Field>
      <Field label={WIZARD_LABELS.address} hint={WIZARD_LABELS.addressHint}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="cy-input"
            value={form.locationAddress}
            maxLength={EVENT_LINE_MAX}
            autoComplete="street-address"
            aria-describedby={describedBy}
            // Typing a new address drops coordinates that belonged to the old one.
            onChange={(event) => change({ locationAddress: event.target.value, locationLat: null, locationLng: null })}
          />
        )}
      </Field>
      <OrganizationSelect
        label={WIZARD_LABELS.organization}
        none={{ value: '', label: WIZARD_LABELS.noOrganization }}
        value={form.orgId ?? ''}
        onChange={(orgId) => change({ orgId })}
      />
    </div>
  );
}

/** Info's Next is disabled until there is a title; a website must be https; the description must fit. */
export function infoStepBlocked(form: EventForm): boolean {
  return (
    form.title.trim() === '' ||
    (form.website.trim() !== '' && validateWebsite(form.website) !== null) ||
    !fitsTextLimit(form.description, EVENT_DESCRIPTION_MAX)
  );
}
