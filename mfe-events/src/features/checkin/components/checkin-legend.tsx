import { useEffect, useRef } from 'react';
import { CHECKIN_LABELS } from '../labels';
import { PaymentIcon } from './payment-icon';

/** Wide enough for the legend to stay open by default (spec: open on medium and larger screens). */
const MEDIUM_SCREEN = '(min-width: 768px)';

/** The collapsible 'Key': what each status and icon means. */
export function CheckinLegend() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia?.(MEDIUM_SCREEN).matches) details.current.open = true;
  }, []);
  const { legend } = CHECKIN_LABELS;
  return (
    <details ref={details} className="ev-legend">
      <summary className="cy-field__label">{CHECKIN_LABELS.key}</summary>
      <dl className="ev-legend__list">
        <div>
          <dt>{CHECKIN_LABELS.checkedIn}</dt>
          <dd>{legend.checkedIn}</dd>
        </div>
        <div>
          <dt>{CHECKIN_LABELS.checkIn}</dt>
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
          <dt>{CHECKIN_LABELS.payAndCheckIn}</dt>
          <dd>{legend.payAndCheckIn}</dd>
        </div>
      </dl>
    </details>
  );
}
