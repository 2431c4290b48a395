import { EVENT_IMAGE_SIZE_PX } from '@cypher/contracts';
import { validateWebsite } from '@cypher/contracts/rules';
import { ImageUploadField, RichTextEditor } from '@cypher/contracts/react';
import { WIZARD_LABELS } from '../labels';
import type { EventForm } from '../event-form';
import { Field } from './field';
import { OrganizationSelect } from './organization-select';

const TITLE_MAX = 150;

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
            maxLength={TITLE_MAX}
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
      <div className="ev-field">
        <span className="cy-field__label">{WIZARD_LABELS.description}</span>
        <RichTextEditor
          label={WIZARD_LABELS.description}
          initialValue={form.description}
          onChange={(description) => change({ description })}
        />
      </div>
      <Field label={WIZARD_LABELS.website} error={form.website.trim() ? websiteError : null}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="cy-input"
            type="url"
            inputMode="url"
            placeholder="https://"
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
        runOnly
      />
    </div>
  );
}

/** Info's Next is disabled until there is a title; a website must be https. */
export function infoStepBlocked(form: EventForm): boolean {
  return form.title.trim() === '' || (form.website.trim() !== '' && validateWebsite(form.website) !== null);
}
