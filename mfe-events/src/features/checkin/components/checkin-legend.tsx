import { useEffect, useRef } from 'react';
import { LABELS } from '../../../shared/labels';
import { PaymentIcon } from './payment-icon';

/** Wide enough for the legend to stay open by default (spec: open on medium and larger screens). */
const MEDIUM_SCREEN = '(min-width: 768px)';

/** The collapsible 'Key': what each status and icon means. */
export function CheckinLegend() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia?.(MEDIUM_SCREEN).matches) details.current.open = true;
  }, []);
  const { legend } = LABELS.checkin;
  return (
    <details ref={details} className="ev-legend">
      <summary className="cy-field__label">{LABELS.checkin.key}</summary>
      <dl className="ev-legend__list">
        <div>
          <dt>{LABELS.checkin.checkedIn}</dt>
          <dd>{legend.checkedIn}</dd>
        </div>
        <div>
          <dt>{LABELS.checkin.checkIn}</dt>
          <dd>{legend.checkIn}</dd>
        </div>
        <div>
          <dt>
            <PaymentIcon payment="card" />
          </dt>
          <dd>{legend.card}</dd>
        </div>
        <div>
          <dt>
            <PaymentIcon payment="cash" />
          </dt>
          <dd>{legend.cash}</dd>
        </div>
        <div>
          <dt>{LABELS.checkin.payAndCheckIn}</dt>
          <dd>{legend.payAndCheckIn}</dd>
        </div>
      </dl>
    </details>
  );
}
