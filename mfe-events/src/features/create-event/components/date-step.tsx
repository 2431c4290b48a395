import { WIZARD_LABELS } from '../labels';
import { endBeforeStart, type EventForm } from '../event-form';
import { timeZoneOptions } from '../../../shared/zoned-time';
import { Field } from './field';

interface Props {
  form: EventForm;
  change: (patch: Partial<EventForm>) => void;
}

/** Date: start and end date and time (12:00 by default) in the event's time zone. */
export function DateStep({ form, change }: Props) {
  const endError = endBeforeStart(form) ? WIZARD_LABELS.endBeforeStart : null;
  const input = (key: keyof EventForm, label: string, type: 'date' | 'time', error?: string | null) => (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="cy-input"
          type={type}
          value={form[key] as string}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => change({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="ev-wizard__fields">
      <div className="ev-wizard__pair">
        {input('startDate', WIZARD_LABELS.startDate, 'date')}
        {input('startTime', WIZARD_LABELS.startTime, 'time')}
      </div>
      <div className="ev-wizard__pair">
        {input('endDate', WIZARD_LABELS.endDate, 'date', endError)}
        {input('endTime', WIZARD_LABELS.endTime, 'time')}
      </div>
      <Field label={WIZARD_LABELS.timeZone}>
        {({ id }) => (
          <select
            id={id}
            className="cy-input"
            value={form.timeZone}
            onChange={(event) => change({ timeZone: event.target.value })}
          >
            {timeZoneOptions(form.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
